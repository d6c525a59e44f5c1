import { PROJECT_LIST_DEFAULT_LIMIT, type Project, type ProjectPage } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** SPEC §7: the dashboard project list is stale after 10 s. */
const LIST_STALE_TIME_MS = 10_000;

const fetchPage = (page: number, signal: AbortSignal) =>
  apiGet<ProjectPage>('/api/projects', { query: { page, limit: PROJECT_LIST_DEFAULT_LIMIT }, signal });

/** Every project the person may see (SPEC §9 pages of 5,000, in grant order); more pages are read too. */
export async function fetchAllProjects(signal: AbortSignal): Promise<Project[]> {
  const first = await fetchPage(1, signal);
  if (first.totalPages <= 1) return first.data;
  const pages = Array.from({ length: first.totalPages - 1 }, (_, index) => index + 2);
  const rest = await Promise.all(pages.map((page) => fetchPage(page, signal)));
  return [first, ...rest].flatMap((page) => page.data);
}

export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list,
    queryFn: ({ signal }) => fetchAllProjects(signal),
    staleTime: LIST_STALE_TIME_MS,
  });
}
