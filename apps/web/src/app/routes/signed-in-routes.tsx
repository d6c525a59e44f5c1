import type { RouteObject } from 'react-router';
import { lazyScreen } from '../screen-route';
import { notAvailableYet } from './not-available-yet';
import { projectRoutes } from './project-routes';

/**
 * SPEC §2 signed-in routes, rendered inside the shell behind the sign-in and permission guards.
 * Screens whose features come later use notAvailableYet(title) until they are delivered.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'bil/dashboard',
    ...lazyScreen(
      'BIL Dashboard',
      async () => (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
    ),
  },
  ...projectRoutes,
  {
    path: 'bil/analytics',
    ...lazyScreen(
      'BIL Analytics',
      async () => (await import('@/features/analytics/components/analytics-page')).AnalyticsPage,
    ),
  },
  {
    path: 'bil/info',
    ...lazyScreen(
      'BIL Info',
      async () => (await import('@/features/bil-info/components/bil-info-page')).BilInfoPage,
    ),
  },
  {
    path: 'bil/visualization',
    ...lazyScreen(
      'Visualization',
      async () => (await import('@/features/visualization/components/visualization-page')).VisualizationPage,
    ),
  },
  { path: 'airports', ...notAvailableYet('Airports Catalog') },
  { path: 'airports/:code', ...notAvailableYet('Airport Details') },
  { path: 'pm/management', ...notAvailableYet('PM Management') },
  { path: 'pm/:pm', ...notAvailableYet('PM Dashboard') },
  { path: 'dbe/awards-commitments', ...notAvailableYet('Awards & Commitments') },
  { path: 'dbe/annual-reporting', ...notAvailableYet('Annual Reporting') },
  { path: 'dbe/analytics', ...notAvailableYet('DBE Analytics') },
  { path: 'grants', ...notAvailableYet('Grants, Compliance, and Inspections') },
  { path: 'shared-content', ...notAvailableYet('Shared Content') },
  {
    path: 'settings',
    ...lazyScreen(
      'Settings',
      async () => (await import('@/features/settings/components/settings-page')).SettingsPage,
    ),
  },
];
