import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const sqlNow = sql<never>`now()`;

/** Locks the person's user_accounts row for the rest of the transaction. */
export async function findDisplayNameForUpdate(
  db: Kysely<Database>,
  userId: string,
): Promise<{ display_name: string | null } | undefined> {
  return db
    .selectFrom('user_accounts')
    .select('display_name')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateDisplayName(
  db: Kysely<Database>,
  userId: string,
  displayName: string | null,
): Promise<void> {
  await db
    .updateTable('user_accounts')
    .set({ display_name: displayName, updated_at: sqlNow })
    .where('user_id', '=', userId)
    .execute();
}
