import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { JobDefinition } from '../src/job-definition';
import { JobRunner } from '../src/modules/jobs';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { TEST_DB_KIND } from './support/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two server processes on one PostgreSQL: two runners, each on its own pool, with pg-boss's real cron clock.
describe.skipIf(TEST_DB_KIND !== 'postgres')('two job runners on one PostgreSQL', () => {
  let server: TestServer;
  let second: DatabaseHandle;
  const runners: JobRunner[] = [];
  const ranBy: string[] = [];
  const everyMinute = (runner: string): JobDefinition => ({
    name: 'test.every-minute',
    description: 'Notes which runner ran it',
    schedule: { cron: '* * * * *', timeZone: 'UTC' },
    run: () => {
      ranBy.push(runner);
      return Promise.resolve();
    },
  });

  beforeAll(async () => {
    server = await buildTestServer();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.ctx.db);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    second = await connectDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 3 });
    for (const [name, db] of [
      ['first', server.ctx.db],
      ['second', second.db],
    ] as const) {
      const runner = new JobRunner(
        { ...server.ctx, db },
        { definitions: [everyMinute(name)], cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 },
      );
      runners.push(runner);
    }
    await Promise.all(runners.map((runner) => runner.start()));
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await second.close();
    await server.close();
  });

  it('runs each minute slot exactly once', { timeout: 100_000 }, async () => {
    // Past the next minute boundary, plus time for the clock (1 s) and the workers (0.5 s) to deliver.
    const msToNextMinute = 60_000 - (Date.now() % 60_000);
    await sleep(msToNextMinute + 6_000);
    const runs = await server.ctx.db
      .selectFrom('job_runs')
      .select(['slot', 'status'])
      .where('name', '=', 'test.every-minute')
      .execute();
    const slots = runs.map((run) => run.slot?.toISOString());
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(new Set(slots).size).toBe(runs.length); // no slot twice
    expect(ranBy).toHaveLength(runs.length);
    expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
  });
});
