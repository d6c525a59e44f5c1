import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../screen-route';
import { loadWithSharingControls } from '../with-sharing-controls';
import { notAvailableYet } from './not-available-yet';
import { pmRoutes } from './pm-routes';
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
      // The chart cards get their share controls from the sharing feature.
      () =>
        loadWithSharingControls(
          async () => (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
        ),
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
    ...lazyScreen('Visualization', () =>
      loadWithSharingControls(
        async () =>
          (await import('@/features/visualization/components/visualization-page')).VisualizationPage,
      ),
    ),
  },
  {
    path: 'airports',
    ...lazyScreen(
      'Airports Catalog',
      async () => (await import('@/features/airports/components/airports-catalog-page')).AirportsCatalogPage,
    ),
  },
  {
    path: 'airports/:code',
    ...lazyScreen(
      'Airport Details',
      async () => (await import('@/features/airports/components/airport-details-page')).AirportDetailsPage,
    ),
  },
  ...pmRoutes,
  {
    path: 'dbe/awards-commitments',
    ...lazyScreen(
      'Awards & Commitments',
      async () => (await import('@/features/dbe/components/awards-commitments-page')).AwardsCommitmentsPage,
    ),
  },
  { path: 'dbe/annual-reporting', ...notAvailableYet('Annual Reporting') },
  { path: 'dbe/analytics', ...notAvailableYet('DBE Analytics') },
  {
    path: 'grants',
    ...lazyScreen(
      'Grants, Compliance, and Inspections',
      async () => (await import('@/features/gci/components/gci-page')).GciPage,
    ),
  },
  { path: 'gci', element: <Navigate to="/grants" replace /> },
  {
    path: 'executive',
    ...lazyScreen(
      'Executive Overview',
      async () => (await import('@/features/executive/components/executive-page')).ExecutivePage,
    ),
  },
  {
    path: 'flight-services',
    ...lazyScreen(
      'Flight Services',
      async () =>
        (await import('@/features/flight-services/components/flight-services-page')).FlightServicesPage,
    ),
  },
  {
    path: 'planning',
    ...lazyScreen(
      'Capital Improvement Plan',
      async () => (await import('@/features/planning/components/planning-page')).PlanningPage,
    ),
  },
  {
    path: 'shared-content',
    ...lazyScreen(
      'Shared Content',
      async () => (await import('@/features/sharing/components/shared-content-page')).SharedContentPage,
    ),
  },
  {
    path: 'import',
    ...lazyScreen(
      'Import',
      async () => (await import('@/features/imports/components/import-page')).ImportPage,
    ),
  },
  {
    path: 'settings',
    ...lazyScreen(
      'Settings',
      async () => (await import('@/features/settings/components/settings-page')).SettingsPage,
    ),
  },
];
