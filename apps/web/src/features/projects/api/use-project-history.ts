import type { ProjectHistoryPage } from '@bil/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const PROJECT_HISTORY_PAGE_SIZE = 20;

/** GET /api/projects/:id/history; under the project's detail key, so saving the project refreshes it. */
export function useProjectHistory(id: string, page: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'history', page],
    queryFn: ({ signal }) =>
      apiGet<ProjectHistoryPage>(`/api/projects/${encodeURIComponent(id)}/history`, {
        signal,
        query: { page, limit: PROJECT_HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}
