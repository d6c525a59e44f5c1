import { sharePath } from '@bil/domain';
import { createPmManagementShare, createPmPageShare } from '../api/share-requests';
import { ShareLinkButton } from './share-link-button';

type Props = {
  /** The PM whose page is shared; undefined shares the PM management page. */
  pm?: string;
};

/** 'Share' on /pm/{pm} and /pm/management: password and expiry, then a public read-only link. */
export function SharePmButton({ pm }: Props) {
  return (
    <ShareLinkButton
      pageName={pm ? `${pm}'s PM page` : 'PM Management'}
      create={(access) => (pm ? createPmPageShare({ ...access, pm }) : createPmManagementShare(access))}
      pathOf={(shareId) => sharePath(pm ? 'pm_page' : 'pm_management', shareId, pm)}
    />
  );
}
