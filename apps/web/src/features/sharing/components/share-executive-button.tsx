import { sharePath } from '@bil/domain';
import { createExecutiveShare } from '../api/share-requests';
import { ShareLinkButton } from './share-link-button';

/** 'Share' on /executive (administrators): a password and expiry, then a public read-only link. */
export function ShareExecutiveButton() {
  return (
    <ShareLinkButton
      pageName="the Executive Overview"
      create={createExecutiveShare}
      pathOf={(shareId) => sharePath('executive', shareId)}
    />
  );
}
