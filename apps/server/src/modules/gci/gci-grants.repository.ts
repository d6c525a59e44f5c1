import {
  CLOSEOUT_DUE_DAYS,
  INACTIVE_AFTER_MONTHS,
  POP_ENDING_WINDOW_DAYS,
  type GrantListQuery,
  type ProjectVisibility,
} from '@bil/domain';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, GciGrantsTable, GciReimbursementsTable } from '../../db/schema';
import { gciScopeCondition, likePattern, lockAirportRecord } from './gci-records.repository';
import {
  deleteGciRow,
  findChildRecord,
  insertChildRecord,
  updateGciRecord,
} from './gci-record-rows.repository';

export type GrantRecord = Selectable<GciGrantsTable>;
export type ReimbursementRecord = Selectable<GciReimbursementsTable>;

/** A grant with its airport and drawdown sums (cents), as the list and details show it. */
export type GrantListRow = GrantRecord & {
  airport_name: string;
  tdot_pm: string | null;
  grant_cents: number;
  drawn_cents: number;
  pending_cents: number;
  last_request_date: string | null;
  project_count: number;
};

// The grants with their airport; drawn_cents, pending_cents and last_request_date are kept by a trigger (0008).
const FUNDED = sql`
  select g.*, a.airport_name, a.tdot_pm,
    (round(g.federal_amount * 100) + round(g.state_amount * 100))::bigint as grant_cents
  from gci_grants g
  join airport_assignments a on a.airport_code = g.airport_code`;

/**
 * The alert rules of packages/domain/src/gci/grant-rules.ts (`listGrantAlerts`) in SQL, for the list's
 * alert filter and counts; apps/server/test/gci-grants-alerts.test.ts proves both agree.
 */
export function alertConditions(
  today: string,
): Record<'pop_ending' | 'inactive' | 'closeout_overdue', RawBuilder<boolean>> {
  const day = sql`${today}::date`;
  const moneyLeft = sql`(f.grant_cents - f.drawn_cents) > 0`;
  return {
    pop_ending: sql<boolean>`(f.status <> 'closed' and ${moneyLeft} and f.pop_end_date >= ${day}
      and f.pop_end_date <= ${day} + ${POP_ENDING_WINDOW_DAYS}::int)`,
    closeout_overdue: sql<boolean>`(f.completion_date is not null and f.closeout_received_date is null
      and ${day} > f.completion_date + ${CLOSEOUT_DUE_DAYS}::int)`,
    inactive: sql<boolean>`(f.status = 'active' and ${moneyLeft}
      and coalesce(f.last_request_date, f.execution_date)
        < (${day} - make_interval(months => ${INACTIVE_AFTER_MONTHS}::int))::date)`,
  };
}

const SORT_COLUMNS: Record<GrantListQuery['sort'], RawBuilder<unknown>> = {
  grant_number: sql`f.grant_number`,
  program: sql`f.program`,
  airport_code: sql`f.airport_code`,
  status: sql`f.status`,
  total_amount: sql`(f.federal_amount + f.state_amount + f.local_amount)`,
  remaining: sql`(f.grant_cents - f.drawn_cents)`,
  percent_drawn: sql`(f.drawn_cents::numeric / nullif(f.grant_cents, 0))`,
  execution_date: sql`f.execution_date`,
  pop_end_date: sql`f.pop_end_date`,
};

function filterConditions(query: GrantListQuery, visibility: ProjectVisibility, today: string) {
  const conditions: RawBuilder<unknown>[] = [gciScopeCondition(visibility)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(f.grant_number ilike ${pattern} or f.title ilike ${pattern} or f.sponsor ilike ${pattern}
      or f.airport_code ilike ${pattern} or f.airport_name ilike ${pattern})`);
  }
  if (query.program) conditions.push(sql`f.program = ${query.program}`);
  if (query.status) conditions.push(sql`f.status = ${query.status}`);
  if (query.airport) conditions.push(sql`f.airport_code = ${query.airport}`);
  if (query.alert) conditions.push(alertConditions(today)[query.alert]);
  return sql.join(conditions, sql` and `);
}

/** One page of the grants the caller may see, filtered and sorted. */
export async function listGrants(
  db: Kysely<Database>,
  query: GrantListQuery,
  visibility: ProjectVisibility,
  today: string,
): Promise<GrantListRow[]> {
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const where = filterConditions(query, visibility, today);
  const page = await sql<GrantListRow>`
    select f.*,
      (select count(*) from projects p where p.grant_number = f.grant_number)::int as project_count
    from (${FUNDED}) f
    where ${where}
    order by ${SORT_COLUMNS[query.sort]} ${direction} nulls last, f.grant_number ${direction}
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`.execute(db);
  return page.rows;
}

/**
 * The filtered total and how many grants the caller may see carry each alert, in one pass over the
 * caller's grants (two passes cost twice on PGlite at 10,000 grants).
 */
export async function countGrants(
  db: Kysely<Database>,
  query: GrantListQuery,
  visibility: ProjectVisibility,
  today: string,
): Promise<{ total: number; alerts: Record<'pop_ending' | 'inactive' | 'closeout_overdue', number> }> {
  const alerts = alertConditions(today);
  const open = sql`(f.status <> 'closed' or f.closeout_received_date is null)`;
  const result = await sql<
    { total: number } & Record<'pop_ending' | 'inactive' | 'closeout_overdue', number>
  >`
    select count(*) filter (where ${filterConditions(query, visibility, today)})::int as total,
      count(*) filter (where ${open} and ${alerts.pop_ending})::int as pop_ending,
      count(*) filter (where ${open} and ${alerts.inactive})::int as inactive,
      count(*) filter (where ${open} and ${alerts.closeout_overdue})::int as closeout_overdue
    from (${FUNDED}) f where ${gciScopeCondition(visibility)}`.execute(db);
  const row = result.rows[0];
  return {
    total: row?.total ?? 0,
    alerts: {
      pop_ending: row?.pop_ending ?? 0,
      inactive: row?.inactive ?? 0,
      closeout_overdue: row?.closeout_overdue ?? 0,
    },
  };
}

export async function findGrantRow(db: Kysely<Database>, id: string): Promise<GrantListRow | undefined> {
  const result = await sql<GrantListRow>`
    select f.*, (select count(*) from projects p where p.grant_number = f.grant_number)::int as project_count
    from (${FUNDED}) f where f.id = ${id}`.execute(db);
  return result.rows[0];
}

/** The grant row locked for a change, with its airport's PM. */
export async function lockGrant(db: Kysely<Database>, id: string) {
  return lockAirportRecord(db, 'gci_grants', id);
}

export async function findAirportPm(
  db: Kysely<Database>,
  code: string,
): Promise<{ airport_code: string; tdot_pm: string | null } | undefined> {
  return db
    .selectFrom('airport_assignments')
    .select(['airport_code', 'tdot_pm'])
    .where('airport_code', '=', code)
    .executeTakeFirst();
}

export async function grantNumberTaken(db: Kysely<Database>, grantNumber: string, exceptId?: string) {
  let query = db.selectFrom('gci_grants').select('id').where('grant_number', '=', grantNumber);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** What the grant form writes; the amounts by program come only from FAA's report (import kind faa-grants). */
export type GrantValues = Omit<
  GrantRecord,
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'drawn_cents'
  | 'pending_cents'
  | 'last_request_date'
  | 'entitlement_amount'
  | 'discretionary_amount'
  | 'aig_amount'
  | 'cares_amount'
>;

export async function insertGrant(db: Kysely<Database>, values: GrantValues): Promise<GrantRecord> {
  return db.insertInto('gci_grants').values(values).returningAll().executeTakeFirstOrThrow();
}

export const updateGrant = (db: Kysely<Database>, id: string, values: Partial<GrantValues>) =>
  updateGciRecord(db, 'gci_grants', id, values);

export const deleteGrantRow = (db: Kysely<Database>, id: string) => deleteGciRow(db, 'gci_grants', id);

export async function listReimbursements(
  db: Kysely<Database>,
  grantId: string,
): Promise<ReimbursementRecord[]> {
  return db
    .selectFrom('gci_reimbursements')
    .selectAll()
    .where('grant_id', '=', grantId)
    .orderBy('request_date', 'desc')
    .orderBy('request_number', 'desc')
    .execute();
}

export const findReimbursement = (db: Kysely<Database>, grantId: string, id: string) =>
  findChildRecord(db, 'gci_reimbursements', grantId, id);

export type ReimbursementValues = Omit<ReimbursementRecord, 'id' | 'grant_id' | 'created_at' | 'updated_at'>;

export const insertReimbursement = (db: Kysely<Database>, grantId: string, values: ReimbursementValues) =>
  insertChildRecord(db, 'gci_reimbursements', grantId, values);

export const updateReimbursement = (db: Kysely<Database>, id: string, values: Partial<ReimbursementValues>) =>
  updateGciRecord(db, 'gci_reimbursements', id, values);

export async function requestNumberTaken(
  db: Kysely<Database>,
  grantId: string,
  requestNumber: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('gci_reimbursements')
    .select('id')
    .where('grant_id', '=', grantId)
    .where('request_number', '=', requestNumber);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The BIL projects carrying the grant number, as /bil/projects?grant= lists them. */
export async function listGrantProjects(db: Kysely<Database>, grantNumber: string) {
  return db
    .selectFrom('projects')
    .select([
      'id',
      'project_title',
      'status',
      sql<number>`(bil_aig_amount + bil_atp_amount + bil_fct_amount)`.as('bil_amount'),
    ])
    .where('grant_number', '=', grantNumber)
    .orderBy('project_title')
    .execute();
}

export type HistoryRow = {
  created_at: Date;
  action: string;
  actor_email: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
};

/** Audit rows of a record and of its children (children name their parent in details.parent_id). */
export async function listRecordHistory(
  db: Kysely<Database>,
  resourceType: string,
  id: string,
): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom('audit_logs')
    .leftJoin('user', 'user.id', 'audit_logs.user_id')
    .select([
      'audit_logs.created_at',
      'audit_logs.action',
      'audit_logs.before',
      'audit_logs.after',
      'audit_logs.details',
      'user.email as actor_email',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('audit_logs.resource_type', '=', resourceType), eb('audit_logs.resource_id', '=', id)]),
        eb(sql`audit_logs.details->>'parent_id'`, '=', id),
      ]),
    )
    .orderBy('audit_logs.created_at', 'desc')
    .limit(200)
    .execute();
  return rows;
}
