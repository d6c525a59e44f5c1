import type { ProjectVisibility } from '@bil/domain';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/** The GC&I record tables that belong to one airport (the record policy asks that airport's PM). */
export type GciAirportTable = 'gci_grants' | 'gci_compliance_items' | 'gci_inspections';

/** The caller's airports as a condition on a listed query's rows (alias f, or the one given). */
export function gciScopeCondition(visibility: ProjectVisibility, alias = 'f'): RawBuilder<unknown> {
  if (visibility.scope === 'none') return sql`false`;
  if (visibility.scope === 'pm') return sql`${sql.raw(alias)}.tdot_pm = ${visibility.tdotPm}`;
  return sql`true`;
}

/** An ilike pattern that finds the text as typed (%, _ and \ match themselves). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** One row of a list's query (the same columns the list shows), by id. */
export async function findListedRow<Row>(
  db: Kysely<Database>,
  listed: RawBuilder<unknown>,
  id: string,
): Promise<Row | undefined> {
  const result = await sql<Row>`select f.* from (${listed}) f where f.id = ${id}`.execute(db);
  return result.rows[0];
}

/** A record locked for a change, with its airport's PM (null when the airport has none). */
export async function lockAirportRecord<T extends GciAirportTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<(Selectable<Database[T]> & { tdot_pm: string | null }) | undefined> {
  const result = await sql<Selectable<Database[T]> & { tdot_pm: string | null }>`
    select r.*, a.tdot_pm from ${sql.table(table)} r
    left join airport_assignments a on a.airport_code = r.airport_code
    where r.id = ${id} for update of r`.execute(db);
  return result.rows[0];
}

export async function deleteAirportRecord(
  db: Kysely<Database>,
  table: GciAirportTable,
  id: string,
): Promise<void> {
  await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
}
