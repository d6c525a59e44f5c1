import {
  authorize,
  executivePolicy,
  summariseAigByFiscalYear,
  totalAig,
  type DashboardResponse,
  type ExecutiveOverview,
} from '@bil/domain';
import type { RequestPrincipal } from '../../auth/access.service';
import type { AppContext } from '../../lib/app-context';
import { HttpError } from '../../lib/http-errors';
import { listAirportCatalog } from '../airports';
import { getDashboard } from '../analytics';
import { getPmManagement } from '../pm';

const OLDEST_SHOWN = 5;
const PMS_SHOWN = 6;

/** The last 12 months of the dashboard's monthly trends (the months that had applications). */
function lastTwelveMonths(dashboard: DashboardResponse, today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const from = `${month === 12 ? year : year - 1}-${String(month === 12 ? 1 : month + 1).padStart(2, '0')}`;
  return dashboard.monthlyTrends
    .filter((trend) => trend.month >= from && trend.month <= today.slice(0, 7))
    .map((trend) => ({
      month: trend.month,
      averageDays: trend.avgProcessingDays,
      projectCount: trend.projectCount,
    }));
}

/**
 * GET /api/executive: the airports screen's catalogue, the dashboard and PM management, each asked as
 * the caller (so each figure equals the screen it links to, for this person), reduced to one page.
 */
export async function getExecutiveOverview(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  now = new Date(),
): Promise<ExecutiveOverview> {
  const decision = authorize(executivePolicy, principal, 'read', null);
  if (!decision.allowed) throw new HttpError(decision.status, decision.reason);
  const canSeeAirports = principal.isAdmin || principal.flags.can_access_projects;
  const [catalog, dashboard, management] = await Promise.all([
    canSeeAirports ? listAirportCatalog(ctx, principal, now) : null,
    getDashboard(ctx, principal, null),
    getPmManagement(ctx, now),
  ]);
  const byFiscalYear = catalog ? summariseAigByFiscalYear(catalog.airports) : [];
  const { kpis } = dashboard;
  return {
    asOf: dashboard.asOf,
    today: dashboard.today,
    funding: catalog
      ? {
          byFiscalYear,
          totals: totalAig(byFiscalYear),
          bilTotal: kpis.totalBilAmount,
          projectCount: kpis.totalProjects,
        }
      : null,
    timeliness: {
      award: {
        averageDays: kpis.averageAward.days,
        targetDays: kpis.averageAward.targetDays,
        isOverTarget: kpis.averageAward.isOverTarget,
        waiting: kpis.pendingAwardProjects,
      },
      subAward: {
        averageDays: kpis.averageSubAward.days,
        targetDays: kpis.averageSubAward.targetDays,
        isOverTarget: kpis.averageSubAward.isOverTarget,
        waiting: kpis.pendingSubAwardProjects,
      },
      exceeding90Days: kpis.exceeding90Days,
      trend: lastTwelveMonths(dashboard, dashboard.today),
    },
    oldestWaiting: dashboard.pendingApplications.slice(0, OLDEST_SHOWN).map((item) => ({
      grant: item.displayName,
      applicationDate: item.applicationDate,
      ageDays: item.ageDays,
      daysOverTarget: item.daysOverTarget,
      bilAmount: item.bilAmount,
      projectCount: item.projectCount,
    })),
    overdueByPm: management.pms
      .map((row) => ({
        pm: row.pm,
        overdueAward: row.overdueAwardCount,
        overdueSubAward: row.overdueSubAwardCount,
      }))
      .filter((row) => row.overdueAward + row.overdueSubAward > 0)
      .sort(
        (a, b) =>
          b.overdueAward + b.overdueSubAward - (a.overdueAward + a.overdueSubAward) ||
          a.pm.localeCompare(b.pm),
      )
      .slice(0, PMS_SHOWN),
    slots: { dbeAttainment: null, overdueInspections: null, grantsEndingSoon: null },
  };
}
