import { Navigate, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { prefetchDashboard } from '@/features/dashboard/api/dashboard-query';
import {
  dbeAnalyticsQueryOptions,
  dbeContractsQueryOptions,
  dbeFirmsQueryOptions,
} from '@/features/dbe/api/dbe-first-queries';
import { executiveQueryOptions } from '@/features/executive/api/executive-query';
import { appQueryClient } from '@/lib/query-client';
import { prefetchWhenAllowed } from '../route-prefetch';
import { lazyScreen } from '../screen-route';
import { loadWithSharingControls } from '../with-sharing-controls';
import { pmRoutes } from './pm-routes';
import { projectRoutes } from './project-routes';

// Settings takes the notifications and sign-in sections from here: features do not import each other.
async function loadSettings() {
  const [{ SettingsPage }, { NotificationSettingsCard }, { SignInSecurityCard }] = await Promise.all([
    import('@/features/settings/components/settings-page'),
    import('@/features/notifications/components/notification-settings-card'),
    import('@/features/auth/components/sign-in-security-card'),
  ]);
  return function SettingsScreen() {
    return (
      <SettingsPage
        sections={
          <>
            <SignInSecurityCard />
            <NotificationSettingsCard />
          </>
        }
      />
    );
  };
}

/** A route's loader runs only on the way in: the screen's own queries refresh the figures after that. */
const onTheWayIn: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * SPEC §2 signed-in routes, rendered inside the shell behind the sign-in and permission guards.
 * (not-available-yet.tsx holds the stand-in for a screen whose feature comes later.)
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
    // The query's few lines are bundled with the routes: the figures are asked for the moment the
    // session is known, not after another file has loaded.
    loader: prefetchWhenAllowed(() => prefetchDashboard(appQueryClient)),
    // Only on the way in: the screen's own query refreshes the figures after that.
    shouldRevalidate: onTheWayIn,
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
    // The airport page shows the GC&I card, passed in here: features do not import each other.
    ...lazyScreen('Airport Details', async () => {
      const [{ AirportDetailsPage }, { AirportGciCard }] = await Promise.all([
        import('@/features/airports/components/airport-details-page'),
        import('@/features/gci/components/airport-gci-card'),
      ]);
      return function AirportDetailsScreen() {
        return <AirportDetailsPage renderAreaCards={(code) => <AirportGciCard airportCode={code} />} />;
      };
    }),
  },
  ...pmRoutes,
  {
    path: 'dbe/awards-commitments',
    ...lazyScreen(
      'Awards & Commitments',
      async () => (await import('@/features/dbe/components/awards-commitments-page')).AwardsCommitmentsPage,
    ),
    loader: prefetchWhenAllowed(async () => {
      await Promise.all([
        appQueryClient.query(dbeContractsQueryOptions({})),
        appQueryClient.query(dbeFirmsQueryOptions()),
      ]);
    }),
    shouldRevalidate: onTheWayIn,
  },
  {
    path: 'dbe/annual-reporting',
    ...lazyScreen(
      'Annual Reporting',
      async () => (await import('@/features/dbe/report/annual-reporting-page')).AnnualReportingPage,
    ),
  },
  {
    path: 'dbe/analytics',
    // The sharing feature's chart button is passed in here: features do not import each other.
    ...lazyScreen('DBE Analytics', async () => {
      const [{ DbeAnalyticsPage }, { ShareDbeChartButton }] = await Promise.all([
        import('@/features/dbe/analytics/dbe-analytics-page'),
        import('@/features/sharing/components/share-dbe-chart-button'),
      ]);
      return () => <DbeAnalyticsPage renderShare={(chart) => <ShareDbeChartButton chart={chart} />} />;
    }),
    loader: prefetchWhenAllowed(async () => {
      await appQueryClient.query(dbeAnalyticsQueryOptions());
    }),
    shouldRevalidate: onTheWayIn,
  },
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
    // The sharing feature's button is passed in here: features do not import each other.
    ...lazyScreen('Executive Overview', async () => {
      const [{ ExecutivePage }, { ShareExecutiveButton }] = await Promise.all([
        import('@/features/executive/components/executive-page'),
        import('@/features/sharing/components/share-executive-button'),
      ]);
      return () => <ExecutivePage renderShare={() => <ShareExecutiveButton />} />;
    }),
    loader: prefetchWhenAllowed(async () => {
      await appQueryClient.query(executiveQueryOptions());
    }),
    shouldRevalidate: onTheWayIn,
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
    path: 'delivery',
    ...lazyScreen(
      'Project Delivery',
      async () => (await import('@/features/delivery/components/delivery-page')).DeliveryPage,
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
    ...lazyScreen('Settings', loadSettings),
  },
];
