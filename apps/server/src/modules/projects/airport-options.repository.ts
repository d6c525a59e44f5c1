import type { ProjectVisibility } from '@bil/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AirportAssignmentsTable, Database } from '../../db/schema';

export type AirportOptionRow = Pick<
  Selectable<AirportAssignmentsTable>,
  'airport_code' | 'airport_name' | 'city' | 'tdot_pm'
>;

const OPTION_COLUMNS = ['airport_code', 'airport_name', 'city', 'tdot_pm'] as const;

/** SPEC §7 airport_assignments: all for an administrator, filtered by tdot_pm for a PM, by airport code. */
export async function listAirportOptions(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<AirportOptionRow[]> {
  let query = db.selectFrom('airport_assignments').select(OPTION_COLUMNS);
  if (visibility.scope === 'pm') query = query.where('tdot_pm', '=', visibility.tdotPm);
  if (visibility.scope === 'none') query = query.where(sql<boolean>`false`);
  return query.orderBy('airport_code').execute();
}

export async function findAirportAssignment(
  db: Kysely<Database>,
  airportCode: string,
): Promise<AirportOptionRow | undefined> {
  return db
    .selectFrom('airport_assignments')
    .select(OPTION_COLUMNS)
    .where('airport_code', '=', airportCode)
    .executeTakeFirst();
}
