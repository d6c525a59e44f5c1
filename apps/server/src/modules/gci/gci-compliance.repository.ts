import {
  COMPLIANCE_CALENDAR_DAYS,
  COMPLIANCE_DUE_SOON_DAYS,
  type ComplianceListQuery,
  type ComplianceStatus,
  type ProjectVisibility,
} from '@bil/domain';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, GciComplianceFindingsTable, GciComplianceItemsTable } from '../../db/schema';
import { findListedRow, gciScopeCondition, likePattern, lockAirportRecord } from './gci-records.repository';
import {
  deleteGciRow,
  findChildRecord,
  insertChildRecord,
  updateGciRecord,
} from './gci-record-rows.repository';

export type ComplianceRecord = Selectable<GciComplianceItemsTable>;
export type FindingRecord = Selectable<GciComplianceFindingsTable>;
export type ComplianceListRow = ComplianceRecord & {
  airport_name: string;
  tdot_pm: string | null;
  status: ComplianceStatus;
};

/**
 * packages/domain/src/gci/compliance-rules.ts `complianceStatusOn` in SQL, for the status filter and counts;
 * apps/server/test/gci-compliance.test.ts proves both agree.
 */
export function complianceStatusSql(today: string, alias = 'c'): RawBuilder<ComplianceStatus> {
  const c = sql.raw(alias);
  return sql<ComplianceStatus>`(case when ${c}.open_findings > 0 then 'finding'
    when ${c}.due_date < ${today}::date then 'overdue'
    when ${c}.due_date <= ${today}::date + ${COMPLIANCE_DUE_SOON_DAYS}::int then 'due_soon'
    else 'current' end)`;
}

function listed(today: string) {
  return sql`
    select c.*, a.airport_name, a.tdot_pm, ${complianceStatusSql(today)} as status
    from gci_compliance_items c
    join airport_assignments a on a.airport_code = c.airport_code`;
}

const SORT_COLUMNS: Record<ComplianceListQuery['sort'], RawBuilder<unknown>> = {
  due_date: sql`f.due_date`,
  airport_code: sql`f.airport_code`,
  obligation: sql`f.obligation`,
  // Worst first when descending.
  status: sql`(case f.status when 'finding' then 3 when 'overdue' then 2 when 'due_soon' then 1 else 0 end)`,
};

function filterConditions(query: ComplianceListQuery, visibility: ProjectVisibility) {
  const conditions: RawBuilder<unknown>[] = [gciScopeCondition(visibility)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(f.airport_code ilike ${pattern} or f.airport_name ilike ${pattern}
      or f.obligation ilike ${pattern} or f.notes ilike ${pattern})`);
  }
  if (query.airport) conditions.push(sql`f.airport_code = ${query.airport}`);
  if (query.obligation) conditions.push(sql`f.obligation = ${query.obligation}`);
  if (query.status) conditions.push(sql`f.status = ${query.status}`);
  return sql.join(conditions, sql` and `);
}

export async function listComplianceItems(
  db: Kysely<Database>,
  query: ComplianceListQuery,
  visibility: ProjectVisibility,
  today: string,
): Promise<ComplianceListRow[]> {
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const page = await sql<ComplianceListRow>`
    select f.* from (${listed(today)}) f where ${filterConditions(query, visibility)}
    order by ${SORT_COLUMNS[query.sort]} ${direction}, f.due_date asc, f.id asc
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`.execute(db);
  return page.rows;
}

/** The filtered total and the caller's obligations by status, in one pass. */
export async function countComplianceItems(
  db: Kysely<Database>,
  query: ComplianceListQuery,
  visibility: ProjectVisibility,
  today: string,
): Promise<{ total: number; counts: Record<ComplianceStatus, number> }> {
  const result = await sql<{ total: number } & Record<ComplianceStatus, number>>`
    select count(*) filter (where ${filterConditions(query, visibility)})::int as total,
      count(*) filter (where f.status = 'current')::int as current,
      count(*) filter (where f.status = 'due_soon')::int as due_soon,
      count(*) filter (where f.status = 'overdue')::int as overdue,
      count(*) filter (where f.status = 'finding')::int as finding
    from (${listed(today)}) f where ${gciScopeCondition(visibility)}`.execute(db);
  const row = result.rows[0];
  return {
    total: row?.total ?? 0,
    counts: {
      current: row?.current ?? 0,
      due_soon: row?.due_soon ?? 0,
      overdue: row?.overdue ?? 0,
      finding: row?.finding ?? 0,
    },
  };
}

/** Per visible airport with obligations: how many are overdue, due soon, or carry findings. */
export async function summariseAirports(db: Kysely<Database>, visibility: ProjectVisibility, today: string) {
  const result = await sql<{
    airport_code: string;
    airport_name: string;
    overdue: number;
    due_soon: number;
    findings: number;
  }>`
    select f.airport_code, f.airport_name,
      count(*) filter (where f.status = 'overdue')::int as overdue,
      count(*) filter (where f.status = 'due_soon')::int as due_soon,
      sum(f.open_findings)::int as findings
    from (${listed(today)}) f where ${gciScopeCondition(visibility)}
    group by f.airport_code, f.airport_name
    order by f.airport_code`.execute(db);
  return result.rows;
}

/** Overdue items and those due in the next 90 days, by date (at most 200). */
export async function listCalendar(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
  today: string,
): Promise<ComplianceListRow[]> {
  const result = await sql<ComplianceListRow>`
    select f.* from (${listed(today)}) f
    where ${gciScopeCondition(visibility)} and f.due_date <= ${today}::date + ${COMPLIANCE_CALENDAR_DAYS}::int
    order by f.due_date, f.airport_code limit 200`.execute(db);
  return result.rows;
}

export async function findComplianceRow(db: Kysely<Database>, id: string, today: string) {
  return findListedRow<ComplianceListRow>(db, listed(today), id);
}

export async function lockComplianceItem(db: Kysely<Database>, id: string) {
  return lockAirportRecord(db, 'gci_compliance_items', id);
}

export type ComplianceValues = Omit<ComplianceRecord, 'id' | 'created_at' | 'updated_at' | 'open_findings'>;

export async function insertComplianceItem(db: Kysely<Database>, values: ComplianceValues) {
  return db.insertInto('gci_compliance_items').values(values).returningAll().executeTakeFirstOrThrow();
}

export const updateComplianceItem = (db: Kysely<Database>, id: string, values: Partial<ComplianceValues>) =>
  updateGciRecord(db, 'gci_compliance_items', id, values);

export const deleteComplianceRow = (db: Kysely<Database>, id: string) =>
  deleteGciRow(db, 'gci_compliance_items', id);

export async function listFindings(db: Kysely<Database>, itemId: string): Promise<FindingRecord[]> {
  return db
    .selectFrom('gci_compliance_findings')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('found_date', 'desc')
    .orderBy('id')
    .execute();
}

export const findFinding = (db: Kysely<Database>, itemId: string, id: string) =>
  findChildRecord(db, 'gci_compliance_findings', itemId, id);

export type FindingValues = Omit<FindingRecord, 'id' | 'item_id' | 'created_at' | 'updated_at'>;

export const insertFinding = (db: Kysely<Database>, itemId: string, values: FindingValues) =>
  insertChildRecord(db, 'gci_compliance_findings', itemId, values);

export const updateFinding = (db: Kysely<Database>, id: string, values: Partial<FindingValues>) =>
  updateGciRecord(db, 'gci_compliance_findings', id, values);
