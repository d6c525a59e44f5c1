import {
  authorize,
  dbeProgramPolicy,
  NO_PERMISSION_FLAGS,
  resolveAccess,
  addDaysIso,
  airportLink,
  aigBalancesOf,
  dbeReportDueDate,
  fiscalYearLabel,
  formatCurrency,
  formatDate,
  projectLink,
  type DeadlineItem,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listAirports, summariseAirports } from '../airports';
import {
  dbeReportSubmitted,
  listActionDeadlines,
  listProjectDeadlines,
  type Person,
} from './deadline-items.repository';

export type DeadlineOptions = {
  today: string;
  horizonDays: number;
  /** AIG deadlines are years apart: they get their own, longer window. */
  aigHorizonDays: number;
  limit: number;
};
/** The items, and how many there were in all (a list is cut at `limit` per source). */
export type DeadlineList = { items: DeadlineItem[]; total: number };

/** Everything dated a person must act on up to the horizon: the digest's and the calendar's one source. */
export async function listDeadlines(
  db: Kysely<Database>,
  person: Person,
  options: DeadlineOptions,
): Promise<DeadlineList> {
  const window = {
    today: options.today,
    horizon: addDaysIso(options.today, options.horizonDays),
    limit: options.limit,
  };
  const [projects, actions, tranches, dbe] = await Promise.all([
    listProjectDeadlines(db, person, window),
    listActionDeadlines(db, person, window),
    trancheDeadlines(db, person, window.today, addDaysIso(options.today, options.aigHorizonDays)),
    dbeDeadline(db, person, window.horizon),
  ]);
  const items: DeadlineItem[] = [
    ...projects.rows.map((row): DeadlineItem => ({
      key: `${row.kind}:${row.id}:${row.since}`,
      kind: row.kind,
      title: `${row.kind === 'award' ? 'Award' : 'Sub-award'} target: ${row.project_title}`,
      detail: `${row.airport_code}, waiting since ${formatDate(row.since)}`,
      date: row.due,
      link: projectLink(row.id),
    })),
    ...actions.rows.map((row): DeadlineItem => ({
      key: `gci-action:${row.id}`,
      kind: 'gci_action',
      title: `Corrective action at ${row.airport_code}`,
      detail: row.description,
      date: row.due,
      link: '/grants',
    })),
    ...tranches,
    ...dbe,
  ];
  return { items, total: projects.total + actions.total + tranches.length + dbe.length };
}

/** AIG tranches with money left at the person's airports whose deadline is between today and the horizon. */
async function trancheDeadlines(
  db: Kysely<Database>,
  person: Person,
  today: string,
  horizon: string,
): Promise<DeadlineItem[]> {
  if (person.tdot_pm === null) return [];
  const visibility = { scope: 'pm', tdotPm: person.tdot_pm } as const;
  const [airports, totals] = await Promise.all([
    listAirports(db, visibility),
    summariseAirports(db, visibility),
  ]);
  return airports.flatMap((airport) =>
    aigBalancesOf(airport.allocations, totals.get(airport.airport_code)?.awards ?? [], today)
      // Available money (open or at risk: deadline today or later) whose deadline falls within the horizon.
      .tranches.filter((tranche) => tranche.available > 0 && tranche.deadline <= horizon)
      .map((tranche): DeadlineItem => ({
        key: `aig:${airport.airport_code}:${tranche.fiscalYear}`,
        kind: 'aig',
        title: `${airport.airport_code} ${fiscalYearLabel(tranche.fiscalYear)} AIG obligation deadline`,
        detail: `${formatCurrency(tranche.available)} not yet under grant`,
        date: tranche.deadline,
        link: airportLink(airport.airport_code),
      })),
  );
}

/**
 * The person as the policies see them. Submitting the DBE report is decided by role alone, so the
 * account's flags (not read here) are left at none.
 */
function actorOf(person: Person) {
  return resolveAccess({
    account: { role: person.role, tdot_pm: person.tdot_pm, flags: NO_PERMISSION_FLAGS },
    hasSystemBypass: false,
    signedIn: true,
  });
}

/** The year's DBE Uniform Report (December 1), for administrators, until it is submitted. */
async function dbeDeadline(db: Kysely<Database>, person: Person, horizon: string): Promise<DeadlineItem[]> {
  if (!authorize(dbeProgramPolicy, actorOf(person), 'submitReport', null).allowed) return [];
  const fiscalYear = Number(horizon.slice(0, 4)) - (horizon.slice(5) < '12-01' ? 1 : 0);
  const due = dbeReportDueDate(fiscalYear);
  if (due > horizon || (await dbeReportSubmitted(db, fiscalYear))) return [];
  return [
    {
      key: `dbe-report:${fiscalYear}`,
      kind: 'dbe_report',
      title: `DBE Uniform Report for ${fiscalYearLabel(fiscalYear)} due`,
      detail: 'Awards, commitments and payments for the federal fiscal year',
      date: due,
      link: '/dbe/annual-reporting',
    },
  ];
}
