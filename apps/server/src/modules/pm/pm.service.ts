import {
  authorize,
  mayOpenPmPage,
  pmPagePolicy,
  type PmDashboardForPerson,
  type PmManagementForPerson,
  compareOverdue,
  computeTargetKpis,
  findOverdue,
  overdueDateBounds,
  PM_MESSAGES,
  PM_OVERDUE_LIST_LIMIT,
  roundToCents,
  todayInNewYork,
  type PmDashboardResponse,
  type PmManagementResponse,
  type PmOverdueItem,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { notFound, throwIfRefused } from '../../lib/http-errors';
import {
  presentAirportRef,
  presentOverdueCounts,
  presentPmAirport,
  presentPmWorkload,
  presentStatusCounts,
  presentWorkload,
} from './pm.presenter';
import {
  isKnownPm,
  listAirportRefs,
  listPmNames,
  selectPmOverdueCandidates,
  selectPmTargetDays,
  sumPmAirports,
  sumPmProjectsByStatus,
  sumProjectsByPm,
  type AirportRefRow,
  type OverdueCandidateRow,
  type PmProjectTotalsRow,
} from './pm.repository';
import type { RequestPrincipal } from '../../auth/access.service';
import { getDashboardForScope } from '../analytics';

type Ctx = Pick<AppContext, 'db'>;

/** The overdue items, most days over target first (the domain decides each candidate). */
function listOverdue(candidates: readonly OverdueCandidateRow[], today: string): PmOverdueItem[] {
  const items: (PmOverdueItem & { tieBreaker: string })[] = [];
  for (const row of candidates) {
    const finding = findOverdue(row, today);
    if (!finding) continue;
    items.push({
      projectId: row.id,
      projectTitle: row.project_title,
      airportCode: row.airport_code,
      grantNumber: row.grant_number,
      status: row.status,
      ...finding,
      tieBreaker: row.project_title,
    });
  }
  return items.sort(compareOverdue).map(({ tieBreaker: _tieBreaker, ...item }) => item);
}

/**
 * One PM's dashboard (issue 7): their airports, projects by status, KPIs against the 90/60 day targets,
 * overdue items first, and the Grant Analysis Dashboard of their projects. Scope-free: the caller
 * authorises (readPmDashboard for the signed-in route, the share's rules for a public PM page).
 * One repeatable-read snapshot, so every figure counts the same projects. 404 for an unknown PM.
 */
export async function getPmDashboard(ctx: Ctx, pm: string, now = clockNow()): Promise<PmDashboardResponse> {
  const today = todayInNewYork(now);
  const bounds = overdueDateBounds(today);
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      if (!(await isKnownPm(trx, pm))) throw notFound(PM_MESSAGES.unknownPm(pm));
      const airports = (await sumPmAirports(trx, pm)).map(presentPmAirport);
      const projectsByStatus = presentStatusCounts(await sumPmProjectsByStatus(trx, pm));
      const targets = computeTargetKpis(await selectPmTargetDays(trx, pm));
      const overdue = listOverdue(await selectPmOverdueCandidates(trx, pm, bounds), today);
      const dashboard = await getDashboardForScope({ db: trx }, { tdotPm: pm, projectIds: null }, now);
      const totals = projectsByStatus.reduce(
        (sum, row) => ({
          project_count: sum.project_count + row.projectCount,
          open_project_count: sum.open_project_count + (row.status === 'executed' ? 0 : row.projectCount),
          bil_amount: sum.bil_amount + row.bilAmount,
          total_amount: sum.total_amount + row.totalAmount,
        }),
        { project_count: 0, open_project_count: 0, bil_amount: 0, total_amount: 0 },
      );
      return {
        pm,
        asOf: now.toISOString(),
        today,
        summary: {
          airportCount: airports.filter((airport) => airport.isAssigned).length,
          ...presentWorkload({
            ...totals,
            bil_amount: roundToCents(totals.bil_amount),
            total_amount: roundToCents(totals.total_amount),
          }),
          overdueAwardCount: overdue.filter((item) => item.kind === 'award').length,
          overdueSubAwardCount: overdue.filter((item) => item.kind === 'sub_award').length,
        },
        airports,
        projectsByStatus,
        targets,
        overdue: { total: overdue.length, items: overdue.slice(0, PM_OVERDUE_LIST_LIMIT) },
        dashboard,
      };
    });
}

function groupAirportsByPm(airports: readonly AirportRefRow[]): Map<string | null, AirportRefRow[]> {
  const byPm = new Map<string | null, AirportRefRow[]>();
  for (const airport of airports) {
    const list = byPm.get(airport.tdot_pm) ?? [];
    list.push(airport);
    byPm.set(airport.tdot_pm, list);
  }
  return byPm;
}

/**
 * Every PM's workload side by side (issue 7 'PM Management'): airports, project counts, BIL and total
 * funding, overdue counts; plus what has no PM, and the totals. Scope-free: the caller authorises.
 */
export async function getPmManagement(ctx: Ctx, now = clockNow()): Promise<PmManagementResponse> {
  const today = todayInNewYork(now);
  const bounds = overdueDateBounds(today);
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const names = await listPmNames(trx);
      const airports = await listAirportRefs(trx);
      const projectTotals = await sumProjectsByPm(trx, bounds);
      const airportsByPm = groupAirportsByPm(airports);
      const totalsByPm = new Map<string | null, PmProjectTotalsRow>(
        projectTotals.map((row) => [row.tdot_pm, row]),
      );
      const all = projectTotals.reduce(
        (sum, row) => ({
          project_count: sum.project_count + row.project_count,
          open_project_count: sum.open_project_count + row.open_project_count,
          bil_amount: sum.bil_amount + row.bil_amount,
          total_amount: sum.total_amount + row.total_amount,
          overdue_award_count: sum.overdue_award_count + row.overdue_award_count,
          overdue_sub_award_count: sum.overdue_sub_award_count + row.overdue_sub_award_count,
        }),
        {
          project_count: 0,
          open_project_count: 0,
          bil_amount: 0,
          total_amount: 0,
          overdue_award_count: 0,
          overdue_sub_award_count: 0,
        },
      );
      const unassigned = totalsByPm.get(null);
      return {
        asOf: now.toISOString(),
        today,
        pms: names.map((pm) => presentPmWorkload(pm, airportsByPm.get(pm) ?? [], totalsByPm.get(pm))),
        unassigned: {
          airports: (airportsByPm.get(null) ?? []).map(presentAirportRef),
          ...presentWorkload(unassigned),
          ...presentOverdueCounts(unassigned),
        },
        totals: {
          airportCount: airports.length,
          ...presentWorkload({
            ...all,
            bil_amount: roundToCents(all.bil_amount),
            total_amount: roundToCents(all.total_amount),
          }),
          ...presentOverdueCounts(all),
        },
      };
    });
}

/**
 * GET /api/pm/:pm: administrators and viewers may open any PM's page; a PM only their own (403
 * otherwise, and without a PM name none), decided before the PM is looked up so a refusal tells nothing.
 */
export async function readPmDashboard(
  ctx: Ctx,
  principal: RequestPrincipal,
  pm: string,
): Promise<PmDashboardForPerson> {
  const decision = authorize(pmPagePolicy, principal, 'read', { pm });
  throwIfRefused(decision);
  const dashboard = await getPmDashboard(ctx, pm);
  return { ...dashboard, abilities: { share: authorize(pmPagePolicy, principal, 'share', { pm }).allowed } };
}

/** GET /api/pm/management: every PM's workload, and which PM pages the caller may open. */
export async function readPmManagement(
  ctx: Ctx,
  principal: RequestPrincipal,
): Promise<PmManagementForPerson> {
  const management = await getPmManagement(ctx);
  const openablePages = management.pms.map((row) => row.pm).filter((pm) => mayOpenPmPage(principal, pm));
  return { ...management, openablePages };
}
