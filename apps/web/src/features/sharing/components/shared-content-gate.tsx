import type { PublicShareData } from '@bil/domain';
import type { ReactNode } from 'react';
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
  /** Draws the content once loaded (within the frame). */
  children: (share: PublicShareData) => ReactNode;
  /** Wider frame for page-like content. */
  fluid?: boolean;
};

function GateBody({ shareId, children }: { shareId: string; children: Props['children'] }) {
  const meta = useShareMeta(shareId);
  const data = useShareData(shareId, Boolean(meta.data && !meta.data.isExpired));
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
        <SharedErrorScreen kind={state.kind} />
      );
    case 'loaded':
      return children(state.share);
  }
}

/**
 * One gate for every public share (SPEC §2, §4, §8): loading, the password gate, expired, not found,
 * server error, something went wrong; then the content, read-only.
 */
export function SharedContentGate({ shareId, children, fluid }: Props) {
  return (
    <SharedPageFrame fluid={fluid ?? false}>
      {shareId ? <GateBody shareId={shareId} children={children} /> : <SharedErrorScreen kind="not-found" />}
    </SharedPageFrame>
  );
}
