import type { RouteObject } from 'react-router';
import { usePermissions } from '@/lib/can';
import { appQueryClient } from '@/lib/query-client';
import { prefetchWhenAllowed } from '../route-prefetch';
import { lazyScreen } from '../screen-route';
import { loadWithSharingControls } from '../with-sharing-controls';

const projectList = (): Pick<RouteObject, 'lazy' | 'loader' | 'shouldRevalidate'> => ({
  ...lazyScreen('Projects', () =>
    // The list header gets its 'Share' action (a project page) from the sharing feature.
    loadWithSharingControls(
      async () => (await import('@/features/projects/components/projects-page')).ProjectsPage,
    ),
  ),
  // The table's first answers are asked for while the screen's code loads (their code is not waited for,
  // and stays out of the first load of the sign-in page). That code is asked for at once, ahead of the
  // screen's many files: asked for once the session was known, it waited behind them (about 0.5 s).
  loader: (args) => {
    const queries = import('@/features/projects/api/project-table-queries');
    queries.catch(() => undefined); // a failed load is the screen's to show when it asks again
    return prefetchWhenAllowed(async (request) => {
      const grant = new URL(request.url).searchParams.get('grant');
      const { prefetchProjectTable } = await queries;
      prefetchProjectTable(appQueryClient, grant);
    })(args);
  },
  // Only on the way in: the screen itself asks as its search and filters (and so '?grant=') change.
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
});
const newProject = () =>
  lazyScreen(
    'New Project',
    async () => (await import('@/features/projects/components/project-form-pages')).NewProjectPage,
  );
const editProject = () =>
  lazyScreen(
    'Edit Project',
    async () => (await import('@/features/projects/components/project-form-pages')).EditProjectPage,
  );
// The details page's Documents tab is the GC&I area's documents, passed in here: features do not import each other.
const projectDetails = () =>
  lazyScreen('Project Details', async () => {
    const [{ ProjectDetailsPage }, { RecordDocuments }] = await Promise.all([
      import('@/features/projects/components/project-details-page'),
      import('@/features/gci/components/record-documents'),
    ]);
    return function ProjectDetailsScreen() {
      // Documents are GC&I's: without that area the tab is not offered (the server refuses it too).
      const { allows } = usePermissions();
      return (
        <ProjectDetailsPage
          renderDocuments={
            allows({ flag: 'can_access_gci' })
              ? (project) => (
                  <RecordDocuments
                    recordType="project"
                    recordId={project.id}
                    canEdit={project.abilities.canEdit}
                  />
                )
              : undefined
          }
        />
      );
    };
  });

/** SPEC §2 BIL project screens (the permission guard applies /bil/projects and /bil/projects/new rules). */
export const projectRoutes: RouteObject[] = [
  { path: 'bil/projects', ...projectList() },
  { path: 'bil/projects/new', ...newProject() },
  { path: 'bil/projects/:id/edit', ...editProject() },
  { path: 'bil/projects/:id/details', ...projectDetails() },
  // SPEC §2: /bil/projects/{id} opens the edit screen.
  { path: 'bil/projects/:id', ...editProject() },
];
