import type { RouteObject } from 'react-router';
import { lazyScreen } from '../screen-route';

// The PM pages take the sharing feature's button from here: features do not import each other.
async function loadPmManagement() {
  const [{ PmManagementPage }, { SharePmButton }] = await Promise.all([
    import('@/features/pm/components/pm-management-page'),
    import('@/features/sharing/components/share-pm-button'),
  ]);
  return function PmManagementScreen() {
    return <PmManagementPage renderShare={() => <SharePmButton />} />;
  };
}

async function loadPmDashboard() {
  const [{ PmDashboardPage }, { SharePmButton }, { PmGciOverdue }] = await Promise.all([
    import('@/features/pm/components/pm-dashboard-page'),
    import('@/features/sharing/components/share-pm-button'),
    import('@/features/gci/components/pm-gci-overdue'),
  ]);
  return function PmDashboardScreen() {
    return (
      <PmDashboardPage
        renderShare={(pm) => <SharePmButton pm={pm} />}
        renderOverdue={(pm) => <PmGciOverdue pm={pm} />}
      />
    );
  };
}

/** SPEC §2 /pm/management and /pm/{pm} (issue 7). */
export const pmRoutes: RouteObject[] = [
  { path: 'pm/management', ...lazyScreen('PM Management', loadPmManagement) },
  { path: 'pm/:pm', ...lazyScreen('PM Dashboard', loadPmDashboard) },
];
