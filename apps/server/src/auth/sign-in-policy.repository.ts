import { sql, type Kysely } from 'kysely';
import type { Database, JsonObject } from '../db/schema';

export const SIGN_IN_POLICY_KEY = 'sign_in_policy';

/** The stored policy (app_settings 'sign_in_policy'), raw: the service parses it. */
export async function findSignInPolicyValue(db: Kysely<Database>): Promise<JsonObject | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SIGN_IN_POLICY_KEY)
    .executeTakeFirst();
  return row?.value;
}

export async function saveSignInPolicyValue(
  db: Kysely<Database>,
  value: JsonObject,
  updatedBy: string,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key: SIGN_IN_POLICY_KEY, value: json, updated_by: updatedBy })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: json, updated_by: updatedBy, updated_at: sql<never>`now()` }),
    )
    .execute();
}

/** The session's timestamps and its person's enrolment, read with the session on every request. */
export async function findSessionStanding(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ createdAt: Date; updatedAt: Date; twoFactorEnabled: boolean } | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select(['session.createdAt', 'session.updatedAt', 'user.twoFactorEnabled'])
    .where('session.id', '=', sessionId)
    .executeTakeFirst();
  return row
    ? {
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
        twoFactorEnabled: row.twoFactorEnabled === true,
      }
    : undefined;
}

/** Marks the session used now (the idle timeout counts from here). */
export async function touchSession(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('session').set({ updatedAt: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).execute();
}
