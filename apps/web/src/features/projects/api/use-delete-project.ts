import type { GrantDeleted, ProjectDeleted } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';
import { refetchAfterChange } from './refetch-after-change';

function useAfterDelete() {
  const queryClient = useQueryClient();
  return (deleted: ProjectDeleted) => {
    queryClient.removeQueries({ queryKey: projectKeys.detail(deleted.id) });
    refetchAfterChange(queryClient);
  };
}

/** DELETE /api/projects/:id (an administrator, or a PM their own), with an optional reason. */
export function useDeleteProject() {
  const afterDelete = useAfterDelete();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<ProjectDeleted>(`/api/projects/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        body: { reason: reason.trim() || null },
      }),
    onSuccess: afterDelete,
  });
}

/** POST /api/projects/:id/force-delete (administrators, with a reason). */
export function useForceDeleteProject() {
  const afterDelete = useAfterDelete();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiPost<ProjectDeleted>(`/api/projects/${encodeURIComponent(id)}/force-delete`, { reason }),
    onSuccess: afterDelete,
  });
}

/** DELETE /api/grants/:grantNumber (administrators, with a reason): every project of the grant. */
export function useDeleteGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grantNumber, reason }: { grantNumber: string; reason: string }) =>
      apiRequest<GrantDeleted>(`/api/grants/${encodeURIComponent(grantNumber)}`, {
        method: 'DELETE',
        body: { reason },
      }),
    // Also after a refusal: "no projects" means the list on screen is out of date.
    onSettled: () => {
      refetchAfterChange(queryClient);
    },
  });
}
