import { sql, type Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';

const ROLE_DEFAULTS_KEY = 'role_default_flags';

export async function findRoleDefaultsSetting(db: Kysely<Database>): Promise<JsonObject | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', ROLE_DEFAULTS_KEY)
    .executeTakeFirst();
  return row?.value;
}

/** Locks the setting row (when present) for the rest of the transaction. */
export async function findRoleDefaultsSettingForUpdate(
  db: Kysely<Database>,
): Promise<JsonObject | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', ROLE_DEFAULTS_KEY)
    .forUpdate()
    .executeTakeFirst();
  return row?.value;
}

export async function saveRoleDefaultsSetting(
  db: Kysely<Database>,
  value: JsonObject,
  updatedBy: string | null,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key: ROLE_DEFAULTS_KEY, value: json, updated_by: updatedBy })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: json, updated_by: updatedBy, updated_at: sql<never>`now()` }),
    )
    .execute();
}

export const ROLE_DEFAULTS_RESOURCE_ID = ROLE_DEFAULTS_KEY;
