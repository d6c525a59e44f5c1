import { CLOSEOUT_DUE_DAYS, DEFAULT_INSPECTION_SETTINGS, type ProjectVisibility } from '@bil/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { complianceStatusSql } from './gci-compliance.repository';
import { overdueActionSql } from './gci-inspections.repository';

const CYCLE = sql`coalesce(s.inspection_cycle_months, ${DEFAULT_INSPECTION_SETTINGS.inspection_cycle_months}::int)`;

/** The airport's active grants with their drawdown sums (cents, kept by the 0008 trigger). */
export async function listActiveGrants(db: Kysely<Database>, code: string) {
  const result = await sql<{
    id: string;
    grant_number: string;
    program: string;
    grant_cents: number;
    drawn_cents: number;
    pop_end_date: string;
  }>`
    select id, grant_number, program, pop_end_date, drawn_cents,
      (round(federal_amount * 100) + round(state_amount * 100))::bigint as grant_cents
    from gci_grants where airport_code = ${code} and status = 'active'
    order by pop_end_date, grant_number`.execute(db);
  return result.rows;
}

export async function summariseAirportCompliance(db: Kysely<Database>, code: string, today: string) {
  const result = await sql<{ items: number; overdue: number; due_soon: number; findings: number }>`
    select count(*)::int as items,
      count(*) filter (where ${complianceStatusSql(today)} = 'overdue')::int as overdue,
      count(*) filter (where ${complianceStatusSql(today)} = 'due_soon')::int as due_soon,
      coalesce(sum(c.open_findings), 0)::int as findings
    from gci_compliance_items c where c.airport_code = ${code}`.execute(db);
  return result.rows[0] ?? { items: 0, overdue: 0, due_soon: 0, findings: 0 };
}

export async function summariseAirportInspections(db: Kysely<Database>, code: string, today: string) {
  const result = await sql<{
    last_date: string | null;
    next_due: string | null;
    open_actions: number;
    overdue_actions: number;
  }>`
    select (select max(inspection_date) from gci_inspections where airport_code = ${code})::text as last_date,
      ((select max(inspection_date) from gci_inspections where airport_code = ${code})
        + make_interval(months => (select ${CYCLE} from (select 1) one
          left join gci_inspection_settings s on s.airport_code = ${code})))::date::text as next_due,
      (select count(*)::int from gci_discrepancies d join gci_inspections i on i.id = d.inspection_id
        where i.airport_code = ${code} and d.action_status <> 'closed') as open_actions,
      (select count(*)::int from gci_discrepancies d join gci_inspections i on i.id = d.inspection_id
        where i.airport_code = ${code} and ${overdueActionSql(today)}) as overdue_actions`.execute(db);
  return result.rows[0] ?? { last_date: null, next_due: null, open_actions: 0, overdue_actions: 0 };
}

export type OverdueRow = {
  kind: 'corrective_action' | 'compliance' | 'inspection' | 'closeout';
  id: string;
  airport_code: string;
  title: string;
  due_date: string;
};

/** Overdue GC&I items at the airports of one PM, as far as the caller may see them, oldest first. */
export async function listOverdueForPm(
  db: Kysely<Database>,
  pm: string,
  visibility: ProjectVisibility,
  today: string,
): Promise<OverdueRow[]> {
  if (visibility.scope === 'none' || (visibility.scope === 'pm' && visibility.tdotPm !== pm)) return [];
  const result = await sql<OverdueRow>`
    with mine as (select airport_code from airport_assignments where tdot_pm = ${pm})
    select 'corrective_action' as kind, i.id, i.airport_code,
        'Corrective action: ' || d.description as title,
        coalesce(d.target_date, d.plan_due_date)::text as due_date
      from gci_discrepancies d join gci_inspections i on i.id = d.inspection_id
      where i.airport_code in (select airport_code from mine) and ${overdueActionSql(today)}
    union all
    select 'compliance', c.id, c.airport_code, 'Compliance: ' || replace(c.obligation, '_', ' '), c.due_date::text
      from gci_compliance_items c
      where c.airport_code in (select airport_code from mine) and c.due_date < ${today}::date
    union all
    select 'inspection', x.id, x.airport_code, '5010 inspection due', x.next_due::text
      from (select distinct on (i.airport_code) i.id, i.airport_code,
          (i.inspection_date + make_interval(months => ${CYCLE}))::date as next_due
        from gci_inspections i left join gci_inspection_settings s on s.airport_code = i.airport_code
        where i.airport_code in (select airport_code from mine)
        order by i.airport_code, i.inspection_date desc) x
      where x.next_due < ${today}::date
    union all
    select 'closeout', g.id, g.airport_code, 'Closeout documents: grant ' || g.grant_number,
        (g.completion_date + ${CLOSEOUT_DUE_DAYS}::int)::text
      from gci_grants g
      where g.airport_code in (select airport_code from mine) and g.completion_date is not null
        and g.closeout_received_date is null and ${today}::date > g.completion_date + ${CLOSEOUT_DUE_DAYS}::int
    order by due_date, airport_code
    limit 500`.execute(db);
  return result.rows;
}
