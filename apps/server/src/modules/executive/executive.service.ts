import {
  authorize,
  executivePolicy,
  summariseAigByFiscalYear,
  totalAig,
  type DashboardResponse,
  todayInNewYork,
  type ExecutiveOverview,
} from '@bil/domain';
import type { RequestPrincipal } from '../../auth/access.service';
import type { AppContext } from '../../lib/app-context';
import { throwIfRefused } from '../../lib/http-errors';
import { CachedBody, responseCacheFor, strongEtag } from '../../lib/response-cache';
import { listAirportCatalog } from '../airports';
import { getDashboard } from '../analytics';
import { getPmManagement } from '../pm';
import { readProjectsDataVersion } from '../projects';
import { readAirportsFingerprint } from './executive.repository';

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
  throwIfRefused(decision);
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

/**
 * GET /api/executive as cached JSON text, like the dashboard's: keyed by the projects data version, the
 * airports fingerprint, New York's date and what the caller's scope depends on (role, PM name, admin bit,
 * the airports flag). Any change by any process gives a new key, so nothing is invalidated by hand.
 */
export async function getExecutiveBody(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<CachedBody> {
  const decision = authorize(executivePolicy, principal, 'read', null);
  throwIfRefused(decision);
  const now = new Date();
  const compute = async () => JSON.stringify(await getExecutiveOverview(ctx, principal, now));
  const [version, fingerprint] = await Promise.all([
    readProjectsDataVersion(ctx.db),
    readAirportsFingerprint(ctx.db),
  ]);
  const scope = [principal.role, principal.tdotPm, principal.isAdmin, principal.flags.can_access_projects];
  const key = strongEtag([
    'executive',
    version ?? now.toISOString(),
    fingerprint,
    todayInNewYork(now),
    scope,
  ]);
  if (version === null) return new CachedBody(await compute(), key);
  return responseCacheFor(ctx.db).getOrCompute(key, key, compute);
}
