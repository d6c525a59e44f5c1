import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RateLimitHit = { hits: number; retryAfterSeconds: number };

/**
 * Counts one attempt against key in a fixed window, atomically (one upsert), so several server
 * processes on one database share the counter. The clock is the database's.
 */
export async function recordRateLimitHit(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
): Promise<RateLimitHit> {
  const windowEnd = sql<Date>`now() + make_interval(secs => ${windowSeconds})`;
  const expired = sql<boolean>`rate_limits.window_ends_at <= now()`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends_at: windowEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql<Date>`case when ${expired} then excluded.window_ends_at else rate_limits.window_ends_at end`,
      }),
    )
    .returning([
      'hits',
      sql<number>`greatest(1, ceil(extract(epoch from (window_ends_at - now()))))::int`.as('retry_after'),
    ])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, retryAfterSeconds: row.retry_after };
}

/** Takes one attempt back off a counter (a success that should not count). */
export async function forgetRateLimitHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function deleteRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Counters whose window has passed are dead weight. */
export async function deleteExpiredRateLimits(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<', sql<Date>`now()`)
    .execute();
}
