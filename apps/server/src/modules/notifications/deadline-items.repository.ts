import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type Person = { user_id: string; tdot_pm: string | null; role: string };
export type Window = { today: string; horizon: string; limit: number };
type Counted<T> = { rows: T[]; total: number };

export type ProjectDeadlineRow = {
  id: string;
  project_title: string;
  airport_code: string;
  kind: 'award' | 'sub_award';
  due: string;
  since: string;
};

/**
 * The person's projects waiting for award (target: application + 90 days) or sub-award (award + 60 days)
 * whose target falls on or before the horizon; a wait that starts in the future is not counted
 * (the domain's findOverdue). Projects of theirs: their PM name's, or created by them; with `visiblePm`
 * (a PM's project visibility) only that PM's.
 */
export async function listProjectDeadlines(
  db: Kysely<Database>,
  person: Person,
  window: Window,
  visiblePm: string | null,
): Promise<Counted<ProjectDeadlineRow>> {
  const result = await sql<ProjectDeadlineRow & { total: string }>`
    with mine as (
      select p.id, p.project_title, p.airport_code,
        case when p.award_date is null then 'award' else 'sub_award' end as kind,
        (case when p.award_date is null then p.application_date + 90 else p.award_date + 60 end)::text as due,
        coalesce(p.award_date, p.application_date)::text as since
      from projects p
      where (p.tdot_pm = ${person.tdot_pm} or p.created_by = ${person.user_id})
        and (${visiblePm}::text is null or p.tdot_pm = ${visiblePm})
        and ((p.award_date is null and p.application_date <= ${window.today}::date
              and p.application_date + 90 <= ${window.horizon}::date)
          or (p.award_date is not null and p.sub_award_date is null and p.award_date <= ${window.today}::date
              and p.award_date + 60 <= ${window.horizon}::date))
    )
    select mine.*, count(*) over () as total from mine order by due, project_title, id limit ${window.limit}`.execute(
    db,
  );
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
}

export type ActionDeadlineRow = { id: string; description: string; airport_code: string; due: string };

/** Open GC&I corrective actions at the person's airports due on or before the horizon. */
export async function listActionDeadlines(
  db: Kysely<Database>,
  person: Person,
  window: Window,
): Promise<Counted<ActionDeadlineRow>> {
  if (person.tdot_pm === null) return { rows: [], total: 0 };
  const result = await sql<ActionDeadlineRow & { total: string }>`
    select d.id, d.description, i.airport_code, coalesce(d.target_date, d.plan_due_date)::text as due,
      count(*) over () as total
    from gci_discrepancies d
    join gci_inspections i on i.id = d.inspection_id
    join airport_assignments a on a.airport_code = i.airport_code
    where a.tdot_pm = ${person.tdot_pm} and d.action_status <> 'closed'
      and coalesce(d.target_date, d.plan_due_date) <= ${window.horizon}::date
    order by due, d.description, d.id limit ${window.limit}`.execute(db);
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
}

/** Whether the Uniform Report of a fiscal year has been submitted. */
export async function dbeReportSubmitted(db: Kysely<Database>, fiscalYear: number): Promise<boolean> {
  const row = await db
    .selectFrom('dbe_reports')
    .select('id')
    .where('fiscal_year', '=', fiscalYear)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
