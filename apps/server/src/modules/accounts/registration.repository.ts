import { sql, type Kysely } from 'kysely';
import type { AccountApproval, RegistrationSetting } from '@bil/domain';
import type { Database, JsonObject } from '../../db/schema';

export const REGISTRATION_KEY = 'registration';

/** The stored setting (app_settings 'registration'), raw: the service parses it. */
export async function findRegistrationValue(
  db: Kysely<Database>,
  options: { forUpdate?: boolean } = {},
): Promise<JsonObject | undefined> {
  let query = db.selectFrom('app_settings').select('value').where('key', '=', REGISTRATION_KEY);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row?.value;
}

export async function saveRegistrationValue(
  db: Kysely<Database>,
  setting: RegistrationSetting,
  updatedBy: string,
): Promise<void> {
  const value = JSON.stringify(setting);
  await db
    .insertInto('app_settings')
    .values({ key: REGISTRATION_KEY, value, updated_by: updatedBy })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value, updated_by: updatedBy, updated_at: sql<never>`now()` }),
    )
    .execute();
}

export async function updateApproval(
  db: Kysely<Database>,
  userId: string,
  approval: AccountApproval,
): Promise<void> {
  await db
    .updateTable('user_accounts')
    .set({ approval, updated_at: sql<never>`now()` })
    .where('user_id', '=', userId)
    .execute();
}
