import { PROJECT_LIST_DEFAULT_LIMIT, type ProjectPage } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The projects the person may put on a project page (their own scope; the server cuts to it again). */
export function useShareableProjects() {
  return useQuery({
    queryKey: ['sharing', 'projects'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<ProjectPage>('/api/projects', {
          query: { page: 1, limit: PROJECT_LIST_DEFAULT_LIMIT },
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}
