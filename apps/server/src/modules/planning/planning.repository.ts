import type { ProjectVisibility } from '@bil/domain';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, PlanItemsTable } from '../../db/schema';

export type PlanItemRow = Selectable<PlanItemsTable> & { airport_name: string; tdot_pm: string | null };

function selectItems(db: Kysely<Database>) {
  return db
    .selectFrom('plan_items')
    .innerJoin('airport_assignments', 'airport_assignments.airport_code', 'plan_items.airport_code')
    .selectAll('plan_items')
    .select(['airport_assignments.airport_name', 'airport_assignments.tdot_pm']);
}

/** The plan items of the airports in scope (SPEC §6: all, a PM's own, none), by airport, year, priority. */
export async function listPlanItems(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<PlanItemRow[]> {
  if (visibility.scope === 'none') return [];
  let query = selectItems(db);
  if (visibility.scope === 'pm') query = query.where('airport_assignments.tdot_pm', '=', visibility.tdotPm);
  return query
    .orderBy('plan_items.airport_code')
    .orderBy('plan_items.fiscal_year')
    .orderBy('plan_items.priority')
    .orderBy('plan_items.id')
    .execute();
}

export async function findPlanItem(
  db: Kysely<Database>,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PlanItemRow | undefined> {
  let query = selectItems(db).where('plan_items.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('plan_items');
  return query.executeTakeFirst();
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

export async function insertPlanItem(
  db: Kysely<Database>,
  values: Insertable<PlanItemsTable>,
): Promise<string> {
  const row = await db.insertInto('plan_items').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlanItem(
  db: Kysely<Database>,
  id: string,
  values: Updateable<PlanItemsTable>,
): Promise<void> {
  await db
    .updateTable('plan_items')
    .set({ ...values, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deletePlanItem(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('plan_items').where('id', '=', id).execute();
}

export async function findProjectAirport(
  db: Kysely<Database>,
  projectId: string,
): Promise<{ airport_code: string } | undefined> {
  return db.selectFrom('projects').select('airport_code').where('id', '=', projectId).executeTakeFirst();
}
