import type { AccountApproval, AdminUser, PagedResponse } from '@bil/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type UserListParams = { search: string; page: number; limit: number; approval?: AccountApproval };

/** GET /api/admin/users: every account (or those in one approval state), searchable by e-mail, names and PM name, paged. */
export function useAdminUsers(params: UserListParams) {
  return useQuery({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) =>
      apiGet<PagedResponse<AdminUser>>('/api/admin/users', {
        signal,
        query: {
          search: params.search || undefined,
          approval: params.approval,
          page: params.page,
          limit: params.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
