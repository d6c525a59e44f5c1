import type { PublicShareData, ShareKind } from '@bil/domain';
import type { ReactNode } from 'react';
import { shareIsOpen } from '../api/public-share-queries';
import { useShareData, useShareMeta, useVerifySharePassword } from '../api/use-public-share';
import { resolveShareLoadState } from '../share-load-state';
import {
  SharedErrorScreen,
  SharedExpiredScreen,
  SharedLoadingScreen,
  SharedPasswordGate,
} from './share-state-screens';
import { SharedPageFrame } from './shared-page-frame';

type Props = {
  shareId: string | undefined;
  /** The kind of share this page shows (its 'not available' screen names it). */
  shareKind: ShareKind;
  /** Draws the content once loaded (within the frame). */
  children: (share: PublicShareData) => ReactNode;
  /** Wider frame for page-like content. */
  fluid?: boolean;
};

function GateBody({ shareId, shareKind, children }: Omit<Props, 'fluid' | 'shareId'> & { shareId: string }) {
  const meta = useShareMeta(shareId);
  // Protected content is asked for only once this visitor holds a grant (else a 401 the browser logs).
  const data = useShareData(shareId, shareIsOpen(meta.data));
  const verify = useVerifySharePassword(shareId);
  const state = resolveShareLoadState({ meta, data });

  switch (state.status) {
    case 'loading':
      return <SharedLoadingScreen />;
    case 'password':
      return (
        <SharedPasswordGate
          name={state.meta.name}
          isChecking={verify.isPending}
          onSubmit={async (password) => (await verify.mutateAsync(password)).valid}
        />
      );
    case 'error':
      return state.kind === 'expired' ? (
        <SharedExpiredScreen expires={state.expires} />
      ) : (
        <SharedErrorScreen kind={state.kind} shareKind={shareKind} />
      );
    case 'loaded':
      return children(state.share);
  }
}

/**
 * One gate for every public share (SPEC §2, §4, §8): loading, the password gate, expired, not found,
 * server error, something went wrong; then the content, read-only.
 */
export function SharedContentGate({ shareId, shareKind, children, fluid }: Props) {
  return (
    <SharedPageFrame fluid={fluid ?? false}>
      {shareId ? (
        <GateBody shareId={shareId} shareKind={shareKind} children={children} />
      ) : (
        <SharedErrorScreen kind="not-found" shareKind={shareKind} />
      )}
    </SharedPageFrame>
  );
}
