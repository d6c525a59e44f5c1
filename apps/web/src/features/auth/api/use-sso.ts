import type { SignInOptions } from '@bil/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/** GET /api/settings/sign-in (public): whether the page offers "Sign in with <name>". */
export function useSignInOptions() {
  return useQuery({
    queryKey: ['settings', 'sign-in'] as const,
    queryFn: ({ signal }) => apiGet<SignInOptions>('/api/settings/sign-in', { signal }),
    staleTime: 60_000,
  });
}

/** POST /api/auth/sign-in/social: the server answers with the IdP's address; the browser goes there. */
export function useStartSso() {
  return useMutation({
    mutationFn: () => apiPost<{ url: string }>('/api/auth/sign-in/social', {}),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
