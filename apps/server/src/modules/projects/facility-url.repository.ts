import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const FACILITY_URL_KEY = 'facility_system_url';

/** The stored template (app_settings value { url }), if an administrator has set one. */
export async function findFacilityUrl(
  db: Kysely<Database>,
  options: { forUpdate?: boolean } = {},
): Promise<string | undefined> {
  let query = db.selectFrom('app_settings').select('value').where('key', '=', FACILITY_URL_KEY);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  const url = row?.value.url;
  return typeof url === 'string' ? url : undefined;
}

export async function saveFacilityUrl(db: Kysely<Database>, url: string, updatedBy: string): Promise<void> {
  const value = JSON.stringify({ url });
  await db
    .insertInto('app_settings')
    .values({ key: FACILITY_URL_KEY, value, updated_by: updatedBy })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value, updated_by: updatedBy, updated_at: sql<never>`now()` }),
    )
    .execute();
}
