import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
