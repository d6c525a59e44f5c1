import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicShareMetaResponse } from '@bil/domain';
import { publicShareKeys, shareDataQueryOptions, shareMetaQueryOptions } from './public-share-queries';
import { verifySharePassword } from './public-share-requests';

export function useShareMeta(shareId: string) {
  return useQuery(shareMetaQueryOptions(shareId));
}

/** The content; asked for only once the metadata says the share is live. */
export function useShareData(shareId: string, enabled: boolean) {
  return useQuery({ ...shareDataQueryOptions(shareId), enabled });
}

/** Checks a password; when valid the server has set the access cookie, so the content is asked for again. */
export function useVerifySharePassword(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => verifySharePassword(shareId, password),
    onSuccess: async ({ valid }) => {
      if (!valid) return;
      // The grant cookie is set: the page may now ask for the content (no 401 on the way).
      queryClient.setQueryData<PublicShareMetaResponse>(publicShareKeys.meta(shareId), (meta) =>
        meta ? { ...meta, hasAccess: true } : meta,
      );
      await queryClient.resetQueries({ queryKey: publicShareKeys.data(shareId) });
    },
  });
}
