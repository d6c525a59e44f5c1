import type { SharePatchBody } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteShare, fetchShares, patchShare, revokeShare } from './share-requests';

export const sharesQueryKey = ['shares'] as const;

/** GET /api/shares: the person's shares (admins: everyone's). */
export function useShares() {
  return useQuery({ queryKey: sharesQueryKey, queryFn: ({ signal }) => fetchShares(signal) });
}

/** Change expiry or password, revoke, delete; the list is reloaded after each. */
export function useShareActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: sharesQueryKey });
  return {
    patch: useMutation({
      mutationFn: ({ shareId, body }: { shareId: string; body: SharePatchBody }) => patchShare(shareId, body),
      onSettled,
    }),
    revoke: useMutation({ mutationFn: (shareId: string) => revokeShare(shareId), onSettled }),
    remove: useMutation({ mutationFn: (shareId: string) => deleteShare(shareId), onSettled }),
  };
}
