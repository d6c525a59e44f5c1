import {
  addDaysIso,
  DRAW_GAP_POINTS,
  NO_PROGRESS_DAYS,
  type DeliveryFacts,
  type DeliveryHealth,
  type ProjectVisibility,
} from '@bil/domain';
import { sql, type Expression, type Insertable, type Kysely, type SqlBool } from 'kysely';
import type { Database, DeliveryRecordsTable } from '../../db/schema';

/** The milestone columns, in DELIVERY_MILESTONES order (the domain's keys, in snake case). */
export const MILESTONE_COLUMNS = {
  designComplete: 'design_complete',
  bidOpening: 'bid_opening',
  contractAward: 'contract_award',
  noticeToProceed: 'notice_to_proceed',
  substantialCompletion: 'substantial_completion',
  finalAcceptance: 'final_acceptance',
  closeout: 'closeout',
} as const;

/** One awarded project with its delivery record (record columns null when there is none yet). */
export type DeliveryRow = {
  project_id: string;
  grant_number: string | null;
  project_title: string;
  airport_code: string;
  airport_name: string;
  tdot_pm: string | null;
  award_date: string;
  project_status: string;
  application_date: string | null;
  sub_award_date: string | null;
  has_record: boolean;
  grant_cents: number;
  drawn_cents: number;
  drawn_source: 'gci' | 'record';
  is_late: boolean;
  is_no_progress: boolean;
  is_draw_gap: boolean;
} & Omit<DeliveryRecordsTable, 'project_id' | 'created_at' | 'updated_at' | 'first_open_planned'> & {
    first_open_planned: string | null;
    updated_at: Date | null;
  };

export type DeliveryFilter = {
  visibility: ProjectVisibility;
  pm?: string;
  airport?: string;
  health?: DeliveryHealth;
};

/**
 * The SQL twins of the domain's health rules (packages/domain/src/delivery/delivery.health.ts), for the
 * list's filter, counts and order; delivery-demo.test.ts (apps/server/test) proves they agree with assessDelivery.
 * Money drawn: the GC&I grant agreement of the same grant number when there is one (its paid
 * reimbursements, kept in drawn_cents), else the record's own amount drawn.
 */
function healthExpressions(today: string) {
  const stale = addDaysIso(today, -NO_PROGRESS_DAYS);
  const grantCents = sql<number>`(case when g.id is not null
    then round((g.federal_amount + g.state_amount + g.local_amount) * 100)
    else round(p.total_amount * 100) end)`;
  const drawnCents = sql<number>`(case when g.id is not null then g.drawn_cents
    else coalesce(d.amount_drawn_cents, 0) end)`;
  const open = sql`d.project_id is not null and d.closeout_actual is null`;
  // percentCompleteOf (delivery.derived.ts): complete once final acceptance or closeout is done.
  const percent = sql<number>`(case when d.final_acceptance_actual is not null or d.closeout_actual is not null
    then 100 else d.percent_complete end)`;
  return {
    grantCents,
    drawnCents,
    late: sql<boolean>`coalesce(d.first_open_planned < ${today}::date, false)`,
    noProgress: sql<boolean>`coalesce(${open} and d.progress_date < ${stale}::date, false)`,
    drawGap: sql<boolean>`coalesce(${open} and ${grantCents} > 0 and (
      ${drawnCents} * 100 >= (${percent} + ${DRAW_GAP_POINTS}) * ${grantCents}
      or ${drawnCents} * 100 <= (${percent} - ${DRAW_GAP_POINTS}) * ${grantCents}), false)`,
  };
}

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('projects as p')
    .innerJoin('airport_assignments as a', 'a.airport_code', 'p.airport_code')
    .leftJoin('delivery_records as d', 'd.project_id', 'p.id')
    .leftJoin('gci_grants as g', 'g.grant_number', 'p.grant_number');
}
/** Awarded projects in the caller's scope, narrowed by PM and airport when asked. */
function scopeCondition(filter: DeliveryFilter): Expression<SqlBool> {
  const conditions = [sql<SqlBool>`p.award_date is not null`];
  if (filter.visibility.scope === 'pm')
    conditions.push(sql<SqlBool>`a.tdot_pm = ${filter.visibility.tdotPm}`);
  if (filter.pm) conditions.push(sql<SqlBool>`a.tdot_pm = ${filter.pm}`);
  if (filter.airport) conditions.push(sql<SqlBool>`p.airport_code = ${filter.airport.toUpperCase()}`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

function selectColumns(db: Kysely<Database>, today: string) {
  const h = healthExpressions(today);
  return joined(db)
    .selectAll('d')
    .select([
      'p.id as project_id',
      'p.grant_number',
      'p.project_title',
      'p.airport_code',
      'a.airport_name',
      'a.tdot_pm',
      'p.award_date',
      'p.status as project_status',
      'p.application_date',
      'p.sub_award_date',
      sql<boolean>`d.project_id is not null`.as('has_record'),
      h.grantCents.as('grant_cents'),
      h.drawnCents.as('drawn_cents'),
      sql<'gci' | 'record'>`case when g.id is not null then 'gci' else 'record' end`.as('drawn_source'),
      h.late.as('is_late'),
      h.noProgress.as('is_no_progress'),
      h.drawGap.as('is_draw_gap'),
    ]);
}

function healthCondition(
  health: DeliveryHealth,
  h: ReturnType<typeof healthExpressions>,
): Expression<SqlBool> {
  switch (health) {
    case 'late':
      return h.late;
    case 'no-progress':
      return h.noProgress;
    case 'draw-gap':
      return h.drawGap;
    case 'closed':
      return sql<SqlBool>`d.closeout_actual is not null`;
    case 'untracked':
      return sql<SqlBool>`d.project_id is null`;
    case 'on-track':
      return sql<SqlBool>`d.project_id is not null and d.closeout_actual is null
        and not ${h.late} and not ${h.noProgress} and not ${h.drawGap}`;
  }
}

function selectRows(db: Kysely<Database>, filter: DeliveryFilter, today: string) {
  let query = selectColumns(db, today).where(scopeCondition(filter));
  if (filter.health) query = query.where(healthCondition(filter.health, healthExpressions(today)));
  return query;
}

/**
 * A page of the tracked records in the portfolio's order: late first (the earliest open planned date
 * first, which puts every late record before the rest), then the others by their next planned date, then
 * those with nothing open; read along the (first_open_planned, project_id) index, so a page costs its rows.
 */
export async function listTrackedRows(
  db: Kysely<Database>,
  filter: DeliveryFilter,
  today: string,
  page: { offset: number; limit: number },
): Promise<DeliveryRow[]> {
  if (filter.visibility.scope === 'none' || filter.health === 'untracked') return [];
  const rows = await selectRows(db, filter, today)
    .where('d.project_id', 'is not', null)
    .orderBy(sql`d.first_open_planned asc nulls last`)
    .orderBy('d.project_id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows as unknown as DeliveryRow[];
}

/** A page of the awarded projects without a record (they come after every tracked one), by airport. */
export async function listUntrackedRows(
  db: Kysely<Database>,
  filter: DeliveryFilter,
  today: string,
  page: { offset: number; limit: number },
): Promise<DeliveryRow[]> {
  if (filter.visibility.scope === 'none') return [];
  const rows = await selectColumns(db, today)
    .where(scopeCondition(filter))
    .where('d.project_id', 'is', null)
    .orderBy('p.airport_code')
    .orderBy('p.project_title')
    .orderBy('p.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows as unknown as DeliveryRow[];
}

/** Per airport of the caller's scope: awarded projects and how many are in each health state. */
export type AirportDeliveryCounts = {
  airport_code: string;
  airport_name: string;
  tdot_pm: string | null;
  projects: number;
  tracked: number;
  late: number;
  no_progress: number;
  draw_gap: number;
  on_track: number;
  closed: number;
  untracked: number;
};

/** The counts behind the groups, totals and pager: one pass over the scope (cached by the service). */
export async function countDeliveryByAirport(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
  today: string,
): Promise<AirportDeliveryCounts[]> {
  if (visibility.scope === 'none') return [];
  const h = healthExpressions(today);
  const count = (health: DeliveryHealth) =>
    sql<number>`count(*) filter (where ${healthCondition(health, h)})`;
  const rows = await joined(db)
    .where(scopeCondition({ visibility }))
    .select([
      'p.airport_code',
      sql<string>`max(a.airport_name)`.as('airport_name'),
      sql<string | null>`max(a.tdot_pm)`.as('tdot_pm'),
      sql<number>`count(*)`.as('projects'),
      sql<number>`count(d.project_id)`.as('tracked'),
      count('late').as('late'),
      count('no-progress').as('no_progress'),
      count('draw-gap').as('draw_gap'),
      count('on-track').as('on_track'),
      count('closed').as('closed'),
      count('untracked').as('untracked'),
    ])
    .groupBy('p.airport_code')
    .execute();
  return rows;
}

/** What the cached counts depend on: the projects' and the delivery data's versions (both kept by triggers). */
export async function readDeliveryDataTag(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ tag: string }>`
    select (select epoch || ':' || version from projects_data_version) || '/' ||
      (select version from delivery_data_version) as tag`.execute(db);
  return result.rows[0]?.tag ?? '';
}

/** One awarded-or-not project with its record, for the detail and for a change (locked). */
export async function findDeliveryRow(
  db: Kysely<Database>,
  projectId: string,
  today: string,
  options: { forUpdate?: boolean } = {},
): Promise<(DeliveryRow & { award_date: string | null }) | undefined> {
  let query = selectColumns(db, today).where('p.id', '=', projectId);
  if (options.forUpdate) query = query.forUpdate('p');
  const row = await query.executeTakeFirst();
  return row as unknown as (DeliveryRow & { award_date: string | null }) | undefined;
}

/**
 * What the other records know about a project's delivery (delivery.derived.ts): its DBE contracts and
 * the GC&I grant agreement of its grant number.
 */
export async function findDeliveryFacts(db: Kysely<Database>, projectId: string): Promise<DeliveryFacts> {
  const [contracts, grant] = await Promise.all([
    db
      .selectFrom('dbe_contracts')
      .select(['contract_number', 'award_date', 'completed_date'])
      .where('project_id', '=', projectId)
      .orderBy('award_date')
      .orderBy('contract_number')
      .execute(),
    db
      .selectFrom('projects as p')
      .innerJoin('gci_grants as g', 'g.grant_number', 'p.grant_number')
      .select(['g.grant_number', 'g.closeout_received_date'])
      .where('p.id', '=', projectId)
      .executeTakeFirst(),
  ]);
  return {
    contracts: contracts.map((row) => ({
      contractNumber: row.contract_number,
      awardDate: row.award_date,
      completedDate: row.completed_date,
    })),
    gciGrant: grant
      ? { grantNumber: grant.grant_number, closeoutReceivedDate: grant.closeout_received_date }
      : null,
  };
}

export type DeliveryRecordValues = Omit<
  Insertable<DeliveryRecordsTable>,
  'project_id' | 'created_at' | 'updated_at' | 'first_open_planned'
>;

export async function upsertDeliveryRecord(
  db: Kysely<Database>,
  projectId: string,
  values: DeliveryRecordValues,
): Promise<void> {
  await db
    .insertInto('delivery_records')
    .values({ project_id: projectId, ...values })
    .onConflict((conflict) =>
      conflict.column('project_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

export async function deleteDeliveryRecord(db: Kysely<Database>, projectId: string): Promise<void> {
  await db.deleteFrom('delivery_records').where('project_id', '=', projectId).execute();
}
