import {
  authorize,
  can,
  dbeProgramPolicy,
  gate,
  gciAreaPolicy,
  resolveAccess,
  resolveAirportVisibility,
  resolveProjectVisibility,
  addDaysIso,
  airportLink,
  aigBalancesOf,
  dbeReportDueDate,
  fiscalYearLabel,
  formatCurrency,
  formatDate,
  projectLink,
  type AccessProfile,
  type DeadlineItem,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import { findAccessRecord } from '../../auth/access.repository';
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

/** A person whose deadlines are listed: who they are, and whether their account is disabled. */
export type DeadlinePerson = Person & { banned?: boolean | null };

/**
 * The person as every request of theirs is judged now (issue 34, finding 2): the role, flags, PM name and
 * approval of their user_accounts row through resolveAccess; a disabled account counts as signed out.
 */
export async function deadlineActorOf(db: Kysely<Database>, person: DeadlinePerson): Promise<AccessProfile> {
  const record = await findAccessRecord(db, person.user_id);
  return resolveAccess({
    account: record.account,
    hasSystemBypass: record.hasSystemBypass,
    signedIn: person.banned !== true,
    approval: record.account?.approval ?? 'approved',
  });
}

/**
 * Everything dated a person must act on up to the horizon: the digest's and the calendar's one source.
 * Each source is listed only while the person could open its screen now (their current flags and PM
 * name, as every request): projects with can_access_bil_projects and within their project visibility,
 * corrective actions with the GC&I flag, AIG deadlines with can_access_projects (the airport pages), the
 * DBE report for administrators. Someone who could not sign in (disabled, not approved) gets nothing.
 */
export async function listDeadlines(
  db: Kysely<Database>,
  person: DeadlinePerson,
  options: DeadlineOptions,
): Promise<DeadlineList> {
  const actor = await deadlineActorOf(db, person);
  if (gate(actor)) return { items: [], total: 0 };
  const scoped: Person = { user_id: person.user_id, tdot_pm: actor.tdotPm, role: person.role };
  const window = {
    today: options.today,
    horizon: addDaysIso(options.today, options.horizonDays),
    limit: options.limit,
  };
  const projectScope = resolveProjectVisibility(actor);
  const seesProjects = can(actor, 'flag:can_access_bil_projects').allowed && projectScope.scope !== 'none';
  const seesActions = authorize(gciAreaPolicy, actor, 'open', null).allowed;
  const seesAirports =
    can(actor, 'flag:can_access_projects').allowed && resolveAirportVisibility(actor).scope !== 'none';
  const none = { rows: [], total: 0 };
  const [projects, actions, tranches, dbe] = await Promise.all([
    seesProjects
      ? listProjectDeadlines(db, scoped, window, projectScope.scope === 'pm' ? projectScope.tdotPm : null)
      : none,
    seesActions ? listActionDeadlines(db, scoped, window) : none,
    seesAirports
      ? trancheDeadlines(db, scoped, window.today, addDaysIso(options.today, options.aigHorizonDays))
      : [],
    dbeDeadline(db, actor, window.horizon),
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

/** The year's DBE Uniform Report (December 1), for administrators, until it is submitted. */
async function dbeDeadline(
  db: Kysely<Database>,
  actor: AccessProfile,
  horizon: string,
): Promise<DeadlineItem[]> {
  if (!authorize(dbeProgramPolicy, actor, 'submitReport', null).allowed) return [];
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
