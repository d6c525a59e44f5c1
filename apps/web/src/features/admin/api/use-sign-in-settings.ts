import type { SsoSettingsBody, SsoSettingsView } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const KEY = ['admin', 'sign-in'] as const;

/** GET /api/admin/sign-in: single sign-on settings (never the client secret). */
export function useSignInSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<SsoSettingsView>('/api/admin/sign-in', { signal }),
  });
}

/** PUT /api/admin/sign-in (audited; the secret only when typed, kept encrypted). */
export function useUpdateSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => apiPut<SsoSettingsView>('/api/admin/sign-in', body),
    onSuccess: (view) => {
      queryClient.setQueryData(KEY, view);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'sign-in'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogsAll });
    },
  });
}
