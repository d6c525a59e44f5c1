import { isProjectId, type ProjectDetails } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** SPEC §9: project details are cached 5 minutes per project. */
export const PROJECT_DETAILS_STALE_TIME_MS = 5 * 60 * 1000;

/** GET /api/projects/:id; not asked for an id that is not UUID-shaped (the screen says so instead). */
export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => apiGet<ProjectDetails>(`/api/projects/${encodeURIComponent(id)}`, { signal }),
    enabled: isProjectId(id),
    staleTime: PROJECT_DETAILS_STALE_TIME_MS,
  });
}
