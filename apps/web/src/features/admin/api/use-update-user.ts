import type { AdminUpdateUserBody, AdminUser, PagedResponse, PermissionsMatrix } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { adminKeys } from './admin-keys';

export type UpdateUserVariables = { userId: string; body: AdminUpdateUserBody };

/**
 * PATCH /api/admin/users/:userId. The answer replaces the row in every loaded list at once; the lists,
 * the matrix and the audit log are then read again.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: UpdateUserVariables) =>
      apiPatch<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}`, body),
    onSuccess: (user) => {
      queryClient.setQueriesData<PagedResponse<AdminUser>>({ queryKey: adminKeys.usersAll }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.userId === user.userId ? user : row)) } : page,
      );
      queryClient.setQueriesData<PermissionsMatrix>({ queryKey: adminKeys.permissionsAll }, (matrix) =>
        matrix
          ? {
              ...matrix,
              data: matrix.data.map((row) =>
                row.userId === user.userId
                  ? {
                      ...row,
                      role: user.role,
                      isAdmin: user.isAdmin,
                      disabled: user.disabled,
                      flags: user.flags,
                    }
                  : row,
              ),
            }
          : matrix,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.permissionsAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogsAll });
      // An admin editing their own account (e.g. display name) sees it in the shell at once.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
