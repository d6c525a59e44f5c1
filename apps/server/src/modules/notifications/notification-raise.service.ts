import {
  aigWarningStage,
  aigBalancesOf,
  dbeReportDueDate,
  dbeReportOverdueYear,
  overdueDateBounds,
  todayInNewYork,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { listAirports, summariseAirports } from '../airports';
import { overdueActionSql } from '../gci';
import {
  candidatesOf,
  changedProjectCandidates,
  expiringShareCandidates,
  finishedImportCandidates,
  listPmPeople,
  openedShareCandidates,
  overdueActionCandidates,
  overdueDbeReportCandidates,
  overdueProjectCandidates,
  raiseFrom,
  type Candidate,
} from './notification-raise.repository';

const DAY_MS = 86_400_000;
/** Events older than this when a scan first sees them are not raised (a missed scan still catches up). */
const EVENT_LOOKBACK_MS = 7 * DAY_MS;
/** A share is "about to expire" within this long of its expiry. */
const SHARE_EXPIRY_WARNING_MS = 3 * DAY_MS;

/** Things that happened: changes by others, finished imports, first opens (every minute). */
export async function raiseEventNotifications(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - EVENT_LOOKBACK_MS);
  let raised = 0;
  raised += await raiseFrom(ctx.db, 'record_changed', changedProjectCandidates(since));
  raised += await raiseFrom(ctx.db, 'import_finished', finishedImportCandidates(since));
  raised += await raiseFrom(ctx.db, 'share_opened', openedShareCandidates(since));
  return raised;
}

/** Dates that came: overdue items, AIG warnings, shares near expiry (every hour). */
export async function raiseDeadlineNotifications(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number> {
  const today = todayInNewYork(now);
  let raised = 0;
  raised += await raiseFrom(ctx.db, 'overdue', overdueProjectCandidates(overdueDateBounds(today)));
  raised += await raiseFrom(ctx.db, 'overdue', overdueActionCandidates(overdueActionSql(today)));
  const dbeYear = dbeReportOverdueYear(today);
  if (dbeYear !== null) {
    raised += await raiseFrom(
      ctx.db,
      'overdue',
      overdueDbeReportCandidates(dbeYear, dbeReportDueDate(dbeYear)),
    );
  }
  raised += await raiseFrom(ctx.db, 'aig_deadline', candidatesOf(await aigWarningCandidates(ctx, today)));
  raised += await raiseFrom(
    ctx.db,
    'share_expiring',
    expiringShareCandidates(now, new Date(now.getTime() + SHARE_EXPIRY_WARNING_MS)),
  );
  return raised;
}

/** Tranches with money left at each PM's airports, at the nearest of the 12, 6 and 3 month warnings. */
async function aigWarningCandidates(ctx: Pick<AppContext, 'db'>, today: string): Promise<Candidate[]> {
  const people = await listPmPeople(ctx.db);
  if (people.length === 0) return [];
  const all = { scope: 'all' } as const;
  const [airports, totals] = await Promise.all([listAirports(ctx.db, all), summariseAirports(ctx.db, all)]);
  const candidates: Candidate[] = [];
  for (const airport of airports) {
    const owners = people.filter((person) => person.tdot_pm === airport.tdot_pm);
    if (owners.length === 0) continue;
    const { tranches } = aigBalancesOf(
      airport.allocations,
      totals.get(airport.airport_code)?.awards ?? [],
      today,
    );
    for (const tranche of tranches) {
      // Only available money (open or at risk) is warned about; lapsed money is past every warning.
      const months = tranche.available > 0 ? aigWarningStage(tranche.deadline, today) : null;
      if (months === null) continue;
      const params = {
        airportCode: airport.airport_code,
        fiscalYear: tranche.fiscalYear,
        months,
        balance: tranche.available,
        deadline: tranche.deadline,
      };
      const cause = `aig:${airport.airport_code}:${tranche.fiscalYear}:${months}`;
      for (const owner of owners) candidates.push({ user_id: owner.user_id, cause, params });
    }
  }
  return candidates;
}
