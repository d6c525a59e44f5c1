import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the executive page depends on beyond the projects (whose data version covers them): airport
 * assignments and AIG allocations. One tiny query; a change to either gives a new fingerprint.
 */
export async function readAirportsFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ tag: string }>`
    select concat_ws(':',
      (select count(*) from airport_assignments), (select max(updated_at) from airport_assignments),
      (select count(*) from airport_bil_balances), (select max(updated_at) from airport_bil_balances)) as tag`.execute(
    db,
  );
  return rows[0]?.tag ?? '';
}
