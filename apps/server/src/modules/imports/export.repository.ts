import { sql, type Kysely } from 'kysely';
import type { ProjectVisibility } from '@bil/domain';
import type { Database } from '../../db/schema';
import { PROJECT_SELECT_COLUMNS, type AirportRow, type ImportProjectRow } from './imports.repository';

/** The projects the visibility allows, oldest first (a stable order for a round trip). */
export async function listVisibleProjects(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<ImportProjectRow[]> {
  let query = db.selectFrom('projects').select(PROJECT_SELECT_COLUMNS);
  if (visibility.scope === 'pm') query = query.where('tdot_pm', '=', visibility.tdotPm);
  if (visibility.scope === 'none') query = query.where(sql<boolean>`false`);
  return query.orderBy('created_at').orderBy('id').execute();
}

export type AllocationExportRow = AirportRow & {
  fy22_allocation: number;
  fy23_allocation: number;
  fy24_allocation: number;
  fy25_allocation: number;
  fy26_allocation: number;
};

/** The airports the visibility allows, with their allocations when they have a balances row. */
export async function listVisibleAirports(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<(AirportRow & { allocations: AllocationExportRow | null })[]> {
  let query = db
    .selectFrom('airport_assignments as a')
    .leftJoin('airport_bil_balances as b', 'b.airport_code', 'a.airport_code')
    .select([
      'a.airport_code',
      'a.airport_name',
      'a.city',
      'a.tdot_pm',
      'b.id as balances_id',
      'b.fy22_allocation',
      'b.fy23_allocation',
      'b.fy24_allocation',
      'b.fy25_allocation',
      'b.fy26_allocation',
    ]);
  if (visibility.scope === 'pm') query = query.where('a.tdot_pm', '=', visibility.tdotPm);
  if (visibility.scope === 'none') query = query.where(sql<boolean>`false`);
  const rows = await query.orderBy('a.airport_code').execute();
  return rows.map(
    ({
      balances_id,
      fy22_allocation,
      fy23_allocation,
      fy24_allocation,
      fy25_allocation,
      fy26_allocation,
      ...airport
    }) => ({
      ...airport,
      allocations:
        balances_id === null
          ? null
          : {
              ...airport,
              fy22_allocation: fy22_allocation ?? 0,
              fy23_allocation: fy23_allocation ?? 0,
              fy24_allocation: fy24_allocation ?? 0,
              fy25_allocation: fy25_allocation ?? 0,
              fy26_allocation: fy26_allocation ?? 0,
            },
    }),
  );
}
