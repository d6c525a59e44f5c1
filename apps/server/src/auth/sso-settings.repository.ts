import { sql, type Kysely } from 'kysely';
import type { SsoSettings } from '@bil/domain';
import type { Database, JsonObject } from '../db/schema';

export const SSO_SETTINGS_KEY = 'sso';

/** app_settings 'sso': the settings and the sealed client secret (secret-box.ts), never the plain one. */
export type StoredSso = { settings: unknown; sealedSecret: string | null; updatedAt: string };

export async function findStoredSso(db: Kysely<Database>): Promise<StoredSso | null> {
  const row = await db
    .selectFrom('app_settings')
    .select(['value', 'updated_at'])
    .where('key', '=', SSO_SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return null;
  const value = row.value as { settings?: unknown; sealedSecret?: unknown };
  return {
    settings: value.settings,
    sealedSecret: typeof value.sealedSecret === 'string' ? value.sealedSecret : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function saveStoredSso(
  db: Kysely<Database>,
  settings: SsoSettings,
  sealedSecret: string | null,
  updatedBy: string,
): Promise<void> {
  const value = JSON.stringify({ settings, sealedSecret } satisfies JsonObject);
  await db
    .insertInto('app_settings')
    .values({ key: SSO_SETTINGS_KEY, value, updated_by: updatedBy })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ value, updated_by: updatedBy, updated_at: sql<never>`clock_timestamp()` }),
    )
    .execute();
}
