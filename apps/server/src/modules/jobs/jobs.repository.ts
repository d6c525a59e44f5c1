import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { JobRunStatus, JobTrigger } from '@bil/domain';
import type { Database, JobRunsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type JobRunRow = Selectable<JobRunsTable>;
export type DeadLetterRow = { id: string; data: { job?: unknown } | null; output: unknown; created_on: Date };

/**
 * pg-boss runs its SQL through our own pool (PGlite's single connection or PostgreSQL alike) instead of a
 * pool of its own; a query without values goes out as a simple query, so its multi-statement migrations work.
 */
export function queueDatabase(db: Kysely<Database>) {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
          return { rows: result.rows };
        } catch (error) {
          // pg-boss sends its locked steps as one 'BEGIN; ...; COMMIT;' text and swallows some failures (two
          // processes creating its schema at once). A failure inside leaves the transaction open and aborted,
          // and the pool would hand that connection to the next query: end it here.
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
          throw error;
        }
      }),
  };
}

export async function insertJobRun(
  db: Kysely<Database>,
  run: { name: string; queueJobId: string | null; trigger: JobTrigger; slot: Date | null; attempt: number },
): Promise<string> {
  const row = await db
    .insertInto('job_runs')
    .values({
      name: run.name,
      queue_job_id: run.queueJobId,
      trigger: run.trigger,
      slot: run.slot,
      attempt: run.attempt,
      status: 'running',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishJobRun(
  db: Kysely<Database>,
  id: string,
  outcome: { status: Exclude<JobRunStatus, 'running'>; durationMs: number; error: string | null },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({
      status: outcome.status,
      duration_ms: outcome.durationMs,
      error: outcome.error,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Claims a schedule slot for one queue job; false when another delivery of the same slot holds it. */
export async function claimSlot(
  db: Kysely<Database>,
  slot: { name: string; at: Date; queueJobId: string },
): Promise<boolean> {
  await db
    .insertInto('job_slots')
    .values({ name: slot.name, slot: slot.at, queue_job_id: slot.queueJobId })
    .onConflict((conflict) => conflict.columns(['name', 'slot']).doNothing())
    .execute();
  const holder = await db
    .selectFrom('job_slots')
    .select('queue_job_id')
    .where('name', '=', slot.name)
    .where('slot', '=', slot.at)
    .executeTakeFirst();
  return holder?.queue_job_id === slot.queueJobId;
}

/** The newest run of each job. */
export async function latestRuns(db: Kysely<Database>): Promise<JobRunRow[]> {
  return db
    .selectFrom('job_runs')
    .selectAll()
    .distinctOn('name')
    .orderBy('name')
    .orderBy('started_at', 'desc')
    .execute();
}

export async function runsOf(db: Kysely<Database>, name: string): Promise<JobRunRow[]> {
  return db.selectFrom('job_runs').selectAll().where('name', '=', name).orderBy('started_at').execute();
}

/** Finished runs and claimed slots older than `before` (the job rows pg-boss keeps it prunes itself). */
export async function deleteHistoryBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const runs = await db
    .deleteFrom('job_runs')
    .where('started_at', '<', before)
    .where('status', '!=', 'running')
    .executeTakeFirst();
  await db.deleteFrom('job_slots').where('slot', '<', before).execute();
  return Number(runs.numDeletedRows);
}

/** Jobs waiting in pg-boss's queue (created or retrying), by queue name. */
export async function queuedCounts(db: Kysely<Database>, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const { rows } = await sql<{ name: string; count: number }>`
    select name, count(*)::int as count from pgboss.job
    where name in (${sql.join(names)}) and state in ('created', 'retry')
    group by name`.execute(db);
  return new Map(rows.map((row) => [row.name, row.count]));
}

export async function deadLetters(db: Kysely<Database>, queue: string): Promise<DeadLetterRow[]> {
  const { rows } = await sql<DeadLetterRow>`
    select id::text as id, data, output, created_on from pgboss.job
    where name = ${queue} and state = 'created'
    order by created_on desc limit 200`.execute(db);
  return rows;
}

export async function deadLetter(
  db: Kysely<Database>,
  queue: string,
  id: string,
): Promise<DeadLetterRow | null> {
  const { rows } = await sql<DeadLetterRow>`
    select id::text as id, data, output, created_on from pgboss.job
    where name = ${queue} and state = 'created' and id = ${id}::uuid`.execute(db);
  return rows[0] ?? null;
}

/** Planner statistics for every table (jobs.analyze-database). */
export async function analyzeDatabase(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}
