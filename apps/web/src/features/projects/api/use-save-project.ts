import type { Project, ProjectChanges, ProjectCreateBody, ProjectDetails } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/lib/api-client';
import { projectKeys } from './project-keys';
import { refetchAfterChange } from './refetch-after-change';

function useAfterSave() {
  const queryClient = useQueryClient();
  return (project: Project) => {
    // A save answers the project without its creator's name: keep the name already shown.
    queryClient.setQueryData<ProjectDetails>(projectKeys.detail(project.id), (shown) => ({
      ...project,
      created_by_name: shown?.created_by_name ?? null,
    }));
    refetchAfterChange(queryClient);
  };
}

/** POST /api/projects. */
export function useCreateProject() {
  const afterSave = useAfterSave();
  return useMutation({
    mutationFn: (body: ProjectCreateBody) => apiPost<Project>('/api/projects', body),
    onSuccess: afterSave,
  });
}

export type UpdateProjectVariables = { id: string; version: number; changes: ProjectChanges };

/** PATCH /api/projects/:id with the version the form opened (409 when someone saved in between). */
export function useUpdateProject() {
  const afterSave = useAfterSave();
  return useMutation({
    mutationFn: ({ id, version, changes }: UpdateProjectVariables) =>
      apiPatch<Project>(`/api/projects/${encodeURIComponent(id)}`, { version, changes }),
    onSuccess: afterSave,
  });
}
