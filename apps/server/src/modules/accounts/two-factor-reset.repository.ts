import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Forgets the person's authenticator and recovery codes (better-auth's twoFactor row and user flag). */
export async function deleteTwoFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('twoFactor').where('userId', '=', userId).execute();
  await db.updateTable('user').set({ twoFactorEnabled: false }).where('id', '=', userId).execute();
}
