import type {
  DbeChartShareData,
  ExecutiveOverview,
  PublicPmDashboard,
  PublicPmManagement,
} from '@bil/domain';
import type { RouteObject } from 'react-router';
import { prefetchPublicShare } from '@/features/sharing/api/public-share-queries';
import { appQueryClient } from '@/lib/query-client';
import { lazyScreen } from '../screen-route';

const sharedScreens = () => import('@/features/sharing/components/shared-screens');

/**
 * SPEC §2 public share pages: no sign-in, outside every guard, each with its own frame. The PM pages are
 * (and the executive overview) composed here because features do not import each other: the sharing gate loads the share, the PM
 * feature draws it read-only.
 */
const shareScreens: RouteObject[] = [
  {
    path: 'share/chart/:shareId',
    ...lazyScreen('Shared Chart', async () => (await sharedScreens()).SharedChartPage),
  },
  {
    path: 'share/visualization/:shareId',
    ...lazyScreen('Shared Visualization', async () => (await sharedScreens()).SharedVisualizationPage),
  },
  {
    path: 'share/project-page/:shareId',
    ...lazyScreen('Shared Project Page', async () => (await sharedScreens()).SharedProjectPage),
  },
  {
    path: 'share/pm/management/:shareId',
    ...lazyScreen('Shared PM Management', async () => {
      const [{ SharedPmManagementPage }, { PmManagementView }] = await Promise.all([
        sharedScreens(),
        import('@/features/pm/components/pm-management-view'),
      ]);
      return () => (
        <SharedPmManagementPage
          render={(data) => <PmManagementView data={data as PublicPmManagement} readOnly />}
        />
      );
    }),
  },
  {
    path: 'share/executive/:shareId',
    ...lazyScreen('Shared Executive Overview', async () => {
      const [{ SharedExecutivePage }, { ExecutiveOverviewView }] = await Promise.all([
        sharedScreens(),
        import('@/features/executive/components/executive-overview-view'),
      ]);
      return () => (
        <SharedExecutivePage
          render={(data) => <ExecutiveOverviewView overview={data as ExecutiveOverview} readOnly />}
        />
      );
    }),
  },
  {
    path: 'share/dbe-chart/:shareId',
    ...lazyScreen('Shared DBE Chart', async () => {
      const [{ SharedDbeChartPage }, { DbeSharedChart }] = await Promise.all([
        sharedScreens(),
        import('@/features/dbe/analytics/dbe-shared-chart'),
      ]);
      return () => (
        <SharedDbeChartPage render={(data) => <DbeSharedChart data={data as DbeChartShareData} />} />
      );
    }),
  },
  {
    path: 'share/pm/:pm/:shareId',
    ...lazyScreen('Shared PM Dashboard', async () => {
      const [{ SharedPmPage }, { PmDashboardView }] = await Promise.all([
        sharedScreens(),
        import('@/features/pm/components/pm-dashboard-view'),
      ]);
      return () => (
        <SharedPmPage render={(data) => <PmDashboardView data={data as PublicPmDashboard} readOnly />} />
      );
    }),
  },
];

/** Every share page asks for its share while its code loads, not once it has drawn (issue 35 item 14). */
export const shareRoutes: RouteObject[] = shareScreens.map((route) => ({
  ...route,
  loader: ({ params }) => {
    if (params.shareId) prefetchPublicShare(appQueryClient, params.shareId);
    return null;
  },
  // Only on the way in: the page's own queries keep the share after that.
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
}));
