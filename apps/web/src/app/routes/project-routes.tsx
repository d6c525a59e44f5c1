import type { RouteObject } from 'react-router';
import { lazyScreen } from '../screen-route';
import { loadWithSharingControls } from '../with-sharing-controls';

const projectList = () =>
  lazyScreen('Projects', () =>
    // The list header gets its 'Share' action (a project page) from the sharing feature.
    loadWithSharingControls(
      async () => (await import('@/features/projects/components/projects-page')).ProjectsPage,
    ),
  );
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
const projectDetails = () =>
  lazyScreen(
    'Project Details',
    async () => (await import('@/features/projects/components/project-details-page')).ProjectDetailsPage,
  );

/** SPEC §2 BIL project screens (the permission guard applies /bil/projects and /bil/projects/new rules). */
export const projectRoutes: RouteObject[] = [
  { path: 'bil/projects', ...projectList() },
  { path: 'bil/projects/new', ...newProject() },
  { path: 'bil/projects/:id/edit', ...editProject() },
  { path: 'bil/projects/:id/details', ...projectDetails() },
  // SPEC §2: /bil/projects/{id} opens the edit screen.
  { path: 'bil/projects/:id', ...editProject() },
];
