import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * SQL of the PM dashboards and PM management. A PM is a name (tdot_pm); a blank name counts as no PM.
 * Overdue counts take their date bounds from the domain's overdueDateBounds, so SQL and findOverdue agree.
 */

type Db = Kysely<Database>;

export type OverdueBounds = { awardAppliedOnOrBefore: string; subAwardAwardedOnOrBefore: string };

export type WorkloadRow = {
  project_count: number;
  open_project_count: number;
  bil_amount: number;
  total_amount: number;
};

export type OverdueCountRow = { overdue_award_count: number; overdue_sub_award_count: number };

const workloadColumns = sql`count(*)::int as project_count,
  (count(*) filter (where p.status <> 'executed'))::int as open_project_count,
  coalesce(sum(p.bil_aig_amount + p.bil_atp_amount + p.bil_fct_amount), 0) as bil_amount,
  coalesce(sum(p.total_amount), 0) as total_amount`;

function overdueColumns(bounds: OverdueBounds): RawBuilder<unknown> {
  return sql`(count(*) filter (where p.application_date is not null and p.award_date is null
      and p.application_date <= ${bounds.awardAppliedOnOrBefore}::date))::int as overdue_award_count,
    (count(*) filter (where p.award_date is not null and p.sub_award_date is null
      and p.award_date <= ${bounds.subAwardAwardedOnOrBefore}::date))::int as overdue_sub_award_count`;
}

/** Rows of a select sent back as one JSON text: one value instead of one wire row per project. */
async function selectJsonRows<T>(db: Db, select: RawBuilder<unknown>): Promise<T[]> {
  const { rows } = await sql<{ rows: string }>`
    select coalesce(json_agg(r), '[]')::text as rows from (${select}) as r`.execute(db);
  return JSON.parse(rows[0]?.rows ?? '[]') as T[];
}

/** Every PM name: on an airport, on a project, or on an account; sorted. */
export async function listPmNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ pm: string }>`
    select pm from (
      select tdot_pm as pm from airport_assignments
      union select distinct tdot_pm from projects
      union select tdot_pm from user_accounts
    ) as names where pm is not null and pm <> '' order by pm`.execute(db);
  return rows.map((row) => row.pm);
}

export async function isKnownPm(db: Db, pm: string): Promise<boolean> {
  const { rows } = await sql<{ known: boolean }>`
    select exists (select 1 from airport_assignments where tdot_pm = ${pm})
      or exists (select 1 from projects where tdot_pm = ${pm})
      or exists (select 1 from user_accounts where tdot_pm = ${pm}) as known`.execute(db);
  return rows[0]?.known === true;
}

export type AirportRefRow = {
  airport_code: string;
  airport_name: string;
  city: string;
  tdot_pm: string | null;
};

/** Every airport with its PM (blank as null), by code. */
export async function listAirportRefs(db: Db): Promise<AirportRefRow[]> {
  const { rows } = await sql<AirportRefRow>`
    select airport_code, airport_name, city, nullif(tdot_pm, '') as tdot_pm
    from airport_assignments order by airport_code`.execute(db);
  return rows;
}

export type PmProjectTotalsRow = WorkloadRow & OverdueCountRow & { tdot_pm: string | null };

/** Project workload and overdue counts per PM (null: projects without a PM). */
export async function sumProjectsByPm(db: Db, bounds: OverdueBounds): Promise<PmProjectTotalsRow[]> {
  const { rows } = await sql<PmProjectTotalsRow>`
    select nullif(p.tdot_pm, '') as tdot_pm, ${workloadColumns}, ${overdueColumns(bounds)}
    from projects as p group by 1 order by 1 nulls last`.execute(db);
  return rows;
}

export type PmAirportTotalsRow = WorkloadRow & {
  airport_code: string;
  airport_name: string | null;
  city: string | null;
  is_assigned: boolean;
};

/**
 * The PM's airports: those assigned to them, plus any where some of their projects are; the counts and
 * amounts cover the PM's own projects there.
 */
export async function sumPmAirports(db: Db, pm: string): Promise<PmAirportTotalsRow[]> {
  const { rows } = await sql<PmAirportTotalsRow>`
    with own as (
      select p.airport_code, ${workloadColumns}
      from projects as p where p.tdot_pm = ${pm} group by p.airport_code
    )
    select coalesce(a.airport_code, own.airport_code) as airport_code, a.airport_name, a.city,
      coalesce(a.tdot_pm = ${pm}, false) as is_assigned,
      coalesce(own.project_count, 0) as project_count,
      coalesce(own.open_project_count, 0) as open_project_count,
      coalesce(own.bil_amount, 0) as bil_amount, coalesce(own.total_amount, 0) as total_amount
    from (select * from airport_assignments where tdot_pm = ${pm}) as a
    full join own on own.airport_code = a.airport_code
    order by is_assigned desc, 1`.execute(db);
  return rows;
}

export type StatusTotalsRow = WorkloadRow & { status: string };

export async function sumPmProjectsByStatus(db: Db, pm: string): Promise<StatusTotalsRow[]> {
  const { rows } = await sql<StatusTotalsRow>`
    select p.status, ${workloadColumns}
    from projects as p where p.tdot_pm = ${pm} group by p.status`.execute(db);
  return rows;
}

export type TargetDaysRow = {
  application_date: string | null;
  award_date: string | null;
  sub_award_date: string | null;
  days_to_award: number | null;
  days_to_sub_award: number | null;
};

/** The day fields of the PM's projects that finished a step (the others measure nothing). */
export async function selectPmTargetDays(db: Db, pm: string): Promise<TargetDaysRow[]> {
  return selectJsonRows<TargetDaysRow>(
    db,
    sql`select p.application_date, p.award_date, p.sub_award_date, p.days_to_award, p.days_to_sub_award
      from projects as p
      where p.tdot_pm = ${pm} and (p.award_date is not null or p.sub_award_date is not null
        or p.days_to_award is not null or p.days_to_sub_award is not null)`,
  );
}

export type OverdueCandidateRow = {
  id: string;
  project_title: string;
  airport_code: string;
  grant_number: string | null;
  status: string;
  application_date: string | null;
  award_date: string | null;
  sub_award_date: string | null;
};

/** The PM's projects whose award or sub-award wait passed its bound (the domain decides each one). */
export async function selectPmOverdueCandidates(
  db: Db,
  pm: string,
  bounds: OverdueBounds,
): Promise<OverdueCandidateRow[]> {
  return selectJsonRows<OverdueCandidateRow>(
    db,
    sql`select p.id, p.project_title, p.airport_code, p.grant_number, p.status,
        p.application_date, p.award_date, p.sub_award_date
      from projects as p
      where p.tdot_pm = ${pm} and (
        (p.application_date is not null and p.award_date is null
          and p.application_date <= ${bounds.awardAppliedOnOrBefore}::date)
        or (p.award_date is not null and p.sub_award_date is null
          and p.award_date <= ${bounds.subAwardAwardedOnOrBefore}::date))`,
  );
}

// ---- Reassignment (admin): run inside the caller's transaction.

export type LockedAirportRow = { airport_code: string; tdot_pm: string | null };

/** Locks the airport's row for the rest of the transaction. */
export async function findAirportForUpdate(db: Db, code: string): Promise<LockedAirportRow | null> {
  const { rows } = await sql<LockedAirportRow>`
    select airport_code, tdot_pm from airport_assignments where airport_code = ${code} for update`.execute(
    db,
  );
  return rows[0] ?? null;
}

export async function findAirport(db: Db, code: string): Promise<LockedAirportRow | null> {
  const { rows } = await sql<LockedAirportRow>`
    select airport_code, tdot_pm from airport_assignments where airport_code = ${code}`.execute(db);
  return rows[0] ?? null;
}

/** Open (status not executed) projects at the airport whose PM is not already `toPm`. */
function movingProjects(code: string, toPm: string) {
  return sql`from projects as p where p.airport_code = ${code} and p.status <> 'executed'
    and p.tdot_pm is distinct from ${toPm}`;
}

export async function countMovingProjects(db: Db, code: string, toPm: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count ${movingProjects(code, toPm)}`.execute(db);
  return rows[0]?.count ?? 0;
}

export type MovingProjectRow = { id: string; tdot_pm: string | null };

/** Locks and lists the projects a reassignment moves. */
export async function lockMovingProjects(db: Db, code: string, toPm: string): Promise<MovingProjectRow[]> {
  const { rows } = await sql<MovingProjectRow>`
    select p.id, p.tdot_pm ${movingProjects(code, toPm)} order by p.id for update`.execute(db);
  return rows;
}

export async function setAirportPm(db: Db, code: string, pm: string): Promise<void> {
  await sql`update airport_assignments set tdot_pm = ${pm}, updated_at = now()
    where airport_code = ${code}`.execute(db);
}

/** Moves projects to the PM; bumps version so an edit form opened before the move gets a 409. */
export async function setProjectsPm(db: Db, ids: readonly string[], pm: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await sql`update projects set tdot_pm = ${pm}, version = version + 1, updated_at = now()
    where id = any(${ids}::uuid[])`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
