import {
  AWARD_TARGET_DAYS,
  authorize,
  compareGrantNumbers,
  daysBetween,
  daysOverTarget,
  dbeProgramPolicy,
  executivePolicy,
  fillTrendMonths,
  fiscalYearOfDate,
  formatGrantLabel,
  gciAreaPolicy,
  OVERDUE_AFTER_DAYS,
  overdueDateBounds,
  resolveAirportVisibility,
  resolveProjectVisibility,
  roundToCents,
  SUB_AWARD_TARGET_DAYS,
  summariseAigByFiscalYear,
  todayInNewYork,
  totalAig,
  type ExecutiveOverview,
} from '@bil/domain';
import type { RequestPrincipal } from '../../auth/access.service';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { throwIfRefused } from '../../lib/http-errors';
import { CachedBody, responseCacheFor, strongEtag, callerScopeKey } from '../../lib/response-cache';
import { renderExecutivePdf } from './executive.pdf';
import { listAirportCatalog } from '../airports';
import { computeDbeReport } from '../dbe';
import { countInspectionAlertsFor, listGrantsEndingSoon } from '../gci';
import { readProjectsDataVersion } from '../projects';
import {
  readOverviewFingerprint,
  selectOverdueByPm,
  selectProgramsByFiscalYear,
  selectTimeliness,
  type TimelinessFigures,
} from './executive.repository';

const OLDEST_SHOWN = 5;
const PMS_SHOWN = 6;
const ENDING_GRANTS_SHOWN = 5;

type Ctx = Pick<AppContext, 'db'>;

/** The first day of the month 11 months before today's, and of the month after today's: the last 12 months. */
function trendWindow(today: string): { from: string; before: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => {
    const index = y * 12 + (m - 1);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  };
  return { from: first(year, month - 11), before: first(year, month + 1) };
}

/** The dashboard's timeliness for the caller's projects (SPEC §6: a PM their own, none without a name). */
async function readTimeliness(ctx: Ctx, principal: RequestPrincipal, today: string) {
  const visibility = resolveProjectVisibility(principal);
  if (visibility.scope === 'none') return null;
  const window = trendWindow(today);
  return selectTimeliness(ctx.db, {
    tdotPm: visibility.scope === 'pm' ? visibility.tdotPm : null,
    today,
    overdueAfterDays: OVERDUE_AFTER_DAYS,
    oldest: OLDEST_SHOWN,
    trendFrom: window.from,
    trendBefore: window.before,
  });
}

function presentTimeliness(figures: TimelinessFigures | null, today: string) {
  const totals = figures?.totals;
  const kpi = (days: number | null | undefined, targetDays: number, waiting: number) => ({
    averageDays: days ?? null,
    targetDays,
    isOverTarget: days !== null && days !== undefined && days > targetDays,
    waiting,
  });
  // The dashboard's pending list: age from the domain's day count, oldest first, ties by grant number.
  const oldest = (figures?.oldest ?? [])
    .map((row) => ({ row, ageDays: daysBetween(row.application_date, today) }))
    .filter((item): item is { row: (typeof item)['row']; ageDays: number } => item.ageDays !== null)
    .sort((a, b) => b.ageDays - a.ageDays || compareGrantNumbers(a.row.grant_number, b.row.grant_number))
    .slice(0, OLDEST_SHOWN)
    .map(({ row, ageDays }) => ({
      grant: formatGrantLabel(row.grant_number),
      applicationDate: row.application_date,
      ageDays,
      daysOverTarget: daysOverTarget(ageDays),
      bilAmount: roundToCents(row.bil_amount),
      projectCount: row.project_count,
    }));
  return {
    timeliness: {
      award: kpi(totals?.award_days, AWARD_TARGET_DAYS, totals?.pending_award_projects ?? 0),
      subAward: kpi(totals?.sub_award_days, SUB_AWARD_TARGET_DAYS, totals?.pending_sub_award_projects ?? 0),
      exceeding90Days: totals?.exceeding_days ?? 0,
      trend: fillTrendMonths(
        (figures?.trend ?? []).map((row) => ({
          month: row.month,
          averageDays: row.average_days,
          projectCount: row.project_count,
        })),
        today,
      ),
    },
    oldestWaiting: oldest,
    bilTotal: roundToCents(totals?.bil_amount ?? 0),
    projectCount: totals?.project_count ?? 0,
  };
}

/**
 * DBE awards and commitments against the overall goal, for those who read DBE reports: this federal
 * fiscal year's Uniform Report, or the year just ended while this one has no awards yet.
 */
async function readDbeAttainment(ctx: Ctx, principal: RequestPrincipal, today: string) {
  if (!authorize(dbeProgramPolicy, principal, 'readReports', null).allowed) return null;
  const current = fiscalYearOfDate(today) ?? Number(today.slice(0, 4));
  let fiscalYear = current;
  let { report } = await computeDbeReport(ctx.db, fiscalYear);
  if (report.sectionA.total.totalCount === 0) {
    fiscalYear = current - 1;
    ({ report } = await computeDbeReport(ctx.db, fiscalYear));
  }
  const total = report.sectionA.total;
  return {
    fiscalYear,
    goalPct: report.items.overallGoal?.overallPct ?? null,
    attainedPct: total.dbePercent,
    dbeDollars: total.dbeDollars,
    totalDollars: total.totalDollars,
  };
}

/** GC&I grants with the 'pop_ending' alert, soonest first, as the grants screen lists them for the caller. */
async function readOverdueInspections(ctx: Ctx, principal: RequestPrincipal, now: Date) {
  if (!authorize(gciAreaPolicy, principal, 'open', null).allowed) return null;
  return countInspectionAlertsFor(ctx, principal, now);
}

async function readGrantsEndingSoon(ctx: Ctx, principal: RequestPrincipal, now: Date) {
  if (!authorize(gciAreaPolicy, principal, 'open', null).allowed) return null;
  const page = await listGrantsEndingSoon(ctx, principal, ENDING_GRANTS_SHOWN, now);
  return {
    count: page.total,
    grants: page.rows.map((row) => ({
      id: row.id,
      grantNumber: row.grant_number,
      airportCode: row.airport_code,
      popEndDate: row.pop_end_date,
      remaining: row.funding.remaining,
    })),
  };
}

/**
 * GET /api/executive, asked as the caller so each figure equals the screen it links to for this person:
 * AIG tranches from the airports catalogue; timeliness, oldest waiting and overdue by PM from SQL
 * aggregates with the dashboard's and PM management's rules (never every project loaded into JS); DBE
 * attainment from the Uniform Report; grants nearing the end of their POP from the GC&I list; overdue
 * inspections and corrective actions from the Inspections tab's counts.
 */
export async function getExecutiveOverview(
  ctx: Ctx,
  principal: RequestPrincipal,
  now = clockNow(),
): Promise<ExecutiveOverview> {
  const decision = authorize(executivePolicy, principal, 'read', null);
  throwIfRefused(decision);
  const today = todayInNewYork(now);
  const canSeeAirports = principal.isAdmin || principal.flags.can_access_projects;
  const [catalog, programs, figures, overdue, dbe, ending, inspections] = await Promise.all([
    canSeeAirports ? listAirportCatalog(ctx, principal, now) : null,
    canSeeAirports ? selectProgramsByFiscalYear(ctx.db, resolveAirportVisibility(principal)) : [],
    readTimeliness(ctx, principal, today),
    selectOverdueByPm(ctx.db, overdueDateBounds(today)),
    readDbeAttainment(ctx, principal, today),
    readGrantsEndingSoon(ctx, principal, now),
    readOverdueInspections(ctx, principal, now),
  ]);
  const { timeliness, oldestWaiting, bilTotal, projectCount } = presentTimeliness(figures, today);
  const byFiscalYear = catalog ? summariseAigByFiscalYear(catalog.airports) : [];
  return {
    asOf: now.toISOString(),
    today,
    funding: catalog
      ? {
          byFiscalYear,
          totals: totalAig(byFiscalYear),
          bilTotal,
          projectCount,
          byProgram: programs.map((row) => ({
            fiscalYear: row.fiscal_year,
            aig: roundToCents(row.aig),
            atp: roundToCents(row.atp),
            fct: roundToCents(row.fct),
            projectCount: row.project_count,
          })),
        }
      : null,
    timeliness,
    oldestWaiting,
    overdueByPm: overdue
      .map((row) => ({ pm: row.pm, overdueAward: row.overdue_award, overdueSubAward: row.overdue_sub_award }))
      .sort(
        (a, b) =>
          b.overdueAward + b.overdueSubAward - (a.overdueAward + a.overdueSubAward) ||
          a.pm.localeCompare(b.pm),
      )
      .slice(0, PMS_SHOWN),
    slots: { dbeAttainment: dbe, overdueInspections: inspections, grantsEndingSoon: ending },
  };
}

/**
 * GET /api/executive as cached JSON text, like the dashboard's: keyed by the projects data version, the
 * fingerprint of airports, DBE and GC&I records, New York's date and what the caller's scope depends on
 * (role, PM name, admin bit, approval, flags). Any change by any process gives a new key, so nothing is
 * invalidated by hand.
 */
export async function getExecutiveBody(ctx: Ctx, principal: RequestPrincipal): Promise<CachedBody> {
  const decision = authorize(executivePolicy, principal, 'read', null);
  throwIfRefused(decision);
  const now = clockNow();
  const compute = async () => JSON.stringify(await getExecutiveOverview(ctx, principal, now));
  const [version, fingerprint] = await Promise.all([
    readProjectsDataVersion(ctx.db),
    readOverviewFingerprint(ctx.db),
  ]);
  // Every flag: DBE and GC&I figures show only to those who may open those screens.
  const scope = callerScopeKey(principal);
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

/** The overview as the caller's page shows it (from the same cache), for the PDF and the public share. */
export async function readExecutiveOverview(
  ctx: Ctx,
  principal: RequestPrincipal,
): Promise<ExecutiveOverview> {
  const body = await getExecutiveBody(ctx, principal);
  return JSON.parse(body.json) as ExecutiveOverview;
}

/** GET /api/executive.pdf: the caller's overview on letter paper, named by its day. */
export async function getExecutivePdf(
  ctx: Ctx,
  principal: RequestPrincipal,
): Promise<{ filename: string; pdf: Buffer }> {
  const overview = await readExecutiveOverview(ctx, principal);
  return { filename: `executive-overview-${overview.today}.pdf`, pdf: await renderExecutivePdf(overview) };
}
