import {
  DEFAULT_INSPECTION_SETTINGS,
  type InspectionListQuery,
  type InspectionSettings,
  type ProjectVisibility,
} from '@bil/domain';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, GciDiscrepanciesTable, GciInspectionsTable } from '../../db/schema';
import { findListedRow, gciScopeCondition, likePattern, lockAirportRecord } from './gci-records.repository';
import {
  deleteGciRow,
  findChildRecord,
  insertChildRecord,
  updateGciRecord,
} from './gci-record-rows.repository';

export type InspectionRecord = Selectable<GciInspectionsTable>;
export type DiscrepancyRecord = Selectable<GciDiscrepanciesTable>;
export type DiscrepancyWithCloser = DiscrepancyRecord & { closed_by_email: string | null };

/** An inspection with its airport, its airport's next due date and its discrepancy counts. */
export type InspectionListRow = InspectionRecord & {
  airport_name: string;
  tdot_pm: string | null;
  airport_next_due: string | null;
  is_latest: boolean;
  discrepancies: number;
  open_actions: number;
  overdue_actions: number;
};

/**
 * An open corrective action past its deadline: packages/domain/src/gci/inspection-rules.ts
 * `correctiveActionStatusOn` in SQL (the partial index gci_discrepancies_open_idx serves it);
 * apps/server/test/gci-inspections.test.ts proves both agree.
 */
export function overdueActionSql(today: string, alias = 'd'): RawBuilder<boolean> {
  const d = sql.raw(alias);
  return sql<boolean>`(${d}.action_status <> 'closed' and coalesce(${d}.target_date, ${d}.plan_due_date) < ${today}::date)`;
}

// The airport's next inspection: its latest one plus its cycle (PostgreSQL clamps month ends as the
// domain's addMonthsIso does). One grouped pass over the table, not a lookup per row.
const LATEST = sql`(select x.airport_code, max(x.inspection_date) as last_date
  from gci_inspections x group by x.airport_code)`;

/**
 * The list's rows. The counts are scalar subqueries, not a lateral join: PostgreSQL evaluates them only
 * for the rows a query uses (the page after its limit, none for the total).
 */
function listed(today: string) {
  return sql`
    select i.*, a.airport_name, a.tdot_pm,
      (l.last_date + make_interval(months => coalesce(s.inspection_cycle_months,
        ${DEFAULT_INSPECTION_SETTINGS.inspection_cycle_months}::int)))::date as airport_next_due,
      not exists (select 1 from gci_inspections y where y.airport_code = i.airport_code
        and (y.inspection_date > i.inspection_date or (y.inspection_date = i.inspection_date and y.id > i.id)))
        as is_latest,
      (select count(*)::int from gci_discrepancies d where d.inspection_id = i.id) as discrepancies,
      (select count(*)::int from gci_discrepancies d where d.inspection_id = i.id
        and d.action_status <> 'closed') as open_actions,
      (select count(*)::int from gci_discrepancies d where d.inspection_id = i.id
        and ${overdueActionSql(today)}) as overdue_actions
    from gci_inspections i
    join airport_assignments a on a.airport_code = i.airport_code
    left join gci_inspection_settings s on s.airport_code = i.airport_code
    left join ${LATEST} l on l.airport_code = i.airport_code`;
}

const SORT_COLUMNS: Record<InspectionListQuery['sort'], RawBuilder<unknown>> = {
  inspection_date: sql`f.inspection_date`,
  airport_code: sql`f.airport_code`,
  inspector: sql`f.inspector`,
  discrepancies: sql`f.discrepancies`,
  open_actions: sql`f.open_actions`,
  overdue_actions: sql`f.overdue_actions`,
  next_due: sql`f.airport_next_due`,
};

function filterConditions(query: InspectionListQuery, visibility: ProjectVisibility, today: string) {
  const conditions: RawBuilder<unknown>[] = [gciScopeCondition(visibility)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(f.airport_code ilike ${pattern} or f.airport_name ilike ${pattern}
      or f.inspector ilike ${pattern} or f.notes ilike ${pattern})`);
  }
  if (query.airport) conditions.push(sql`f.airport_code = ${query.airport}`);
  if (query.category)
    conditions.push(
      sql`exists (select 1 from gci_discrepancies d where d.inspection_id = f.id and d.category = ${query.category})`,
    );
  if (query.show === 'overdue_actions')
    conditions.push(
      sql`exists (select 1 from gci_discrepancies d where d.inspection_id = f.id and ${overdueActionSql(today)})`,
    );
  if (query.show === 'open_actions')
    conditions.push(
      sql`exists (select 1 from gci_discrepancies d where d.inspection_id = f.id and d.action_status <> 'closed')`,
    );
  if (query.show === 'latest') conditions.push(sql`f.is_latest`);
  if (query.show === 'inspection_overdue')
    conditions.push(sql`f.is_latest and f.airport_next_due < ${today}::date`);
  return sql.join(conditions, sql` and `);
}

/** One page of the inspections the caller may see, filtered and sorted, with the filtered total. */
export async function listInspections(
  db: Kysely<Database>,
  query: InspectionListQuery,
  visibility: ProjectVisibility,
  today: string,
): Promise<{ rows: InspectionListRow[]; total: number }> {
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const where = filterConditions(query, visibility, today);
  const page = await sql<InspectionListRow>`
    select f.* from (${listed(today)}) f
    where ${where}
    order by ${SORT_COLUMNS[query.sort]} ${direction} nulls last, f.inspection_date desc, f.id ${direction}
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`.execute(db);
  const count = await sql<{ total: number }>`
    select count(*)::int as total from (${listed(today)}) f where ${where}`.execute(db);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/** Open and overdue corrective actions, and airports past their inspection date, the caller may see. */
export async function countInspectionAlerts(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
  today: string,
): Promise<{ overdueActions: number; openActions: number; overdueInspections: number }> {
  const actions = await sql<{ open: number; overdue: number }>`
    select count(*)::int as open, count(*) filter (where ${overdueActionSql(today)})::int as overdue
    from gci_discrepancies d
    join gci_inspections i on i.id = d.inspection_id
    join airport_assignments f on f.airport_code = i.airport_code
    where d.action_status <> 'closed' and ${gciScopeCondition(visibility)}`.execute(db);
  const airports = await sql<{ overdue: number }>`
    select count(*)::int as overdue from (
      select f.airport_code, max(i.inspection_date) as last_date,
        max(coalesce(s.inspection_cycle_months, ${DEFAULT_INSPECTION_SETTINGS.inspection_cycle_months}::int)) as cycle
      from gci_inspections i
      join airport_assignments f on f.airport_code = i.airport_code
      left join gci_inspection_settings s on s.airport_code = i.airport_code
      where ${gciScopeCondition(visibility)}
      group by f.airport_code) x
    where (x.last_date + make_interval(months => x.cycle))::date < ${today}::date`.execute(db);
  return {
    openActions: actions.rows[0]?.open ?? 0,
    overdueActions: actions.rows[0]?.overdue ?? 0,
    overdueInspections: airports.rows[0]?.overdue ?? 0,
  };
}

export async function findInspectionRow(db: Kysely<Database>, id: string, today: string) {
  return findListedRow<InspectionListRow>(db, listed(today), id);
}

/** The inspection locked for a change, with its airport's PM. */
export async function lockInspection(db: Kysely<Database>, id: string) {
  return lockAirportRecord(db, 'gci_inspections', id);
}

export async function readInspectionSettings(
  db: Kysely<Database>,
  airportCode: string,
): Promise<InspectionSettings> {
  const row = await db
    .selectFrom('gci_inspection_settings')
    .select(['inspection_cycle_months', 'corrective_plan_days'])
    .where('airport_code', '=', airportCode)
    .executeTakeFirst();
  return row ?? DEFAULT_INSPECTION_SETTINGS;
}

export async function saveInspectionSettings(
  db: Kysely<Database>,
  airportCode: string,
  settings: InspectionSettings,
): Promise<void> {
  await db
    .insertInto('gci_inspection_settings')
    .values({ airport_code: airportCode, ...settings, updated_at: new Date() })
    .onConflict((oc) => oc.column('airport_code').doUpdateSet({ ...settings, updated_at: new Date() }))
    .execute();
}

export async function listAirportInspections(db: Kysely<Database>, airportCode: string) {
  return db
    .selectFrom('gci_inspections as i')
    .select([
      'i.id',
      'i.inspection_date',
      'i.inspector',
      sql<number>`(select count(*)::int from gci_discrepancies d where d.inspection_id = i.id)`.as(
        'discrepancies',
      ),
    ])
    .where('i.airport_code', '=', airportCode)
    .orderBy('i.inspection_date', 'desc')
    .execute();
}

export async function listDiscrepancies(
  db: Kysely<Database>,
  inspectionId: string,
): Promise<DiscrepancyWithCloser[]> {
  return db
    .selectFrom('gci_discrepancies as d')
    .leftJoin('user', 'user.id', 'd.closed_by')
    .selectAll('d')
    .select('user.email as closed_by_email')
    .where('d.inspection_id', '=', inspectionId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

export type InspectionValues = Omit<InspectionRecord, 'id' | 'created_at' | 'updated_at'>;

export async function insertInspection(
  db: Kysely<Database>,
  values: InspectionValues,
): Promise<InspectionRecord> {
  return db.insertInto('gci_inspections').values(values).returningAll().executeTakeFirstOrThrow();
}

export const updateInspection = (db: Kysely<Database>, id: string, values: Partial<InspectionValues>) =>
  updateGciRecord(db, 'gci_inspections', id, values);

export const deleteInspectionRow = (db: Kysely<Database>, id: string) =>
  deleteGciRow(db, 'gci_inspections', id);

export const findDiscrepancy = (db: Kysely<Database>, inspectionId: string, id: string) =>
  findChildRecord(db, 'gci_discrepancies', inspectionId, id);

export type DiscrepancyValues = Omit<DiscrepancyRecord, 'id' | 'inspection_id' | 'created_at' | 'updated_at'>;

export const insertDiscrepancy = (db: Kysely<Database>, inspectionId: string, values: DiscrepancyValues) =>
  insertChildRecord(db, 'gci_discrepancies', inspectionId, values);

export const updateDiscrepancy = (db: Kysely<Database>, id: string, values: Partial<DiscrepancyValues>) =>
  updateGciRecord(db, 'gci_discrepancies', id, values);

/** The earliest plan or target date among an inspection's discrepancies (an inspection may not move past it). */
export async function earliestActionDate(db: Kysely<Database>, inspectionId: string): Promise<string | null> {
  const row = await sql<{ earliest: string | null }>`
    select least(min(plan_due_date), min(target_date))::text as earliest
    from gci_discrepancies where inspection_id = ${inspectionId}`.execute(db);
  return row.rows[0]?.earliest ?? null;
}
