import type { AdminCreateUserBody, AdminUser } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/users: with a password the account is ready; without one an invitation is mailed. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateUserBody) => apiPost<AdminUser>('/api/admin/users', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
