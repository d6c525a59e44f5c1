import type { RoleDefaults, RoleDefaultsUpdateBody } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/role-defaults: the flags each role starts with. */
export function useRoleDefaults() {
  return useQuery({
    queryKey: adminKeys.roleDefaults,
    queryFn: ({ signal }) => apiGet<RoleDefaults>('/api/admin/role-defaults', { signal }),
  });
}

/** PUT /api/admin/role-defaults with the changed flags per role. */
export function useUpdateRoleDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleDefaultsUpdateBody) => apiPut<RoleDefaults>('/api/admin/role-defaults', body),
    onSuccess: (defaults) => {
      queryClient.setQueryData(adminKeys.roleDefaults, defaults);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogsAll });
    },
  });
}
