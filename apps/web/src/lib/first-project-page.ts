import { PROJECT_LIST_DEFAULT_LIMIT, type ProjectPage } from '@bil/domain';
import { apiGet } from './api-client';

/**
 * GET /api/projects's first page (SPEC §7: up to 5,000 projects), one query for every screen that needs
 * the person's whole list: the project table once it searches in the browser, and the project-page share
 * form opened from it, so the list is read once. Under the projects key, so a change to a project (and
 * Refresh) reads it again.
 */
export const firstProjectPageQuery = {
  queryKey: ['projects', 'first-page'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<ProjectPage>('/api/projects', { query: { page: 1, limit: PROJECT_LIST_DEFAULT_LIMIT }, signal }),
};
