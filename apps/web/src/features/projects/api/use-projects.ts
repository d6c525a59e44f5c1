import { PROJECT_LIST_DEFAULT_LIMIT, type Project, type ProjectPage } from '@bil/domain';
import { experimental_streamedQuery as streamedQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** SPEC §7: the dashboard project list is stale after 10 s. */
const LIST_STALE_TIME_MS = 10_000;

/** The projects read so far, and how many the server holds for this person. */
export type LoadedProjects = { projects: Project[]; total: number };

const fetchPage = (page: number, signal: AbortSignal) =>
  apiGet<ProjectPage>('/api/projects', { query: { page, limit: PROJECT_LIST_DEFAULT_LIMIT }, signal });

/**
 * Every project the person may see, in SPEC §9 pages of 5,000 in grant order, yielded page by page so
 * the table draws after the first one (100,000 projects are 20 pages). The other pages are asked for at
 * once and yielded in order as they arrive.
 */
export async function* streamAllProjects(signal: AbortSignal): AsyncGenerator<ProjectPage> {
  const first = await fetchPage(1, signal);
  yield first;
  const rest = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
    fetchPage(index + 2, signal),
  );
  // A later page may fail while an earlier one is awaited: the failure surfaces when its turn comes.
  for (const page of rest) page.catch(() => undefined);
  for (const page of rest) yield await page;
}

export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list,
    queryFn: streamedQuery<ProjectPage, LoadedProjects>({
      streamFn: ({ signal }) => streamAllProjects(signal),
      reducer: (loaded, page) => ({ projects: loaded.projects.concat(page.data), total: page.total }),
      initialValue: { projects: [], total: 0 },
      // A refetch (after a change, or Refresh) keeps the table as it is until the new list is complete.
      refetchMode: 'replace',
    }),
    staleTime: LIST_STALE_TIME_MS,
  });
}
