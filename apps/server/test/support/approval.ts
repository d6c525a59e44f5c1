import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** Puts an account back into the state of a registration an administrator has not approved yet. */
export async function markAwaitingApproval(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('user_accounts').set({ approval: 'pending' }).where('user_id', '=', userId).execute();
}
