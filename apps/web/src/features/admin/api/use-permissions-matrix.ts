import type { PermissionsMatrix } from '@bil/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import type { UserListParams } from './use-admin-users';

/** GET /api/admin/permissions: users x flags (effective flags: every flag for an admin). */
export function usePermissionsMatrix(params: UserListParams) {
  return useQuery({
    queryKey: adminKeys.permissions(params),
    queryFn: ({ signal }) =>
      apiGet<PermissionsMatrix>('/api/admin/permissions', {
        signal,
        query: { search: params.search || undefined, page: params.page, limit: params.limit },
      }),
    placeholderData: keepPreviousData,
  });
}
