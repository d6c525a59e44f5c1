import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDatabaseJob } from '../src/modules/jobs/analyze-database.job';
import { JOB_CATALOGUE } from '../src/modules/jobs/job-catalogue';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';

describe('the nightly ANALYZE job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const estimatedProjects = async () =>
    (
      await sql<{
        estimate: number;
      }>`select reltuples::int as estimate from pg_class where relname = 'projects'`.execute(server.ctx.db)
    ).rows[0]?.estimate;

  it('is scheduled, and gives the planner the tables as they are', async () => {
    expect(JOB_CATALOGUE).toContain(analyzeDatabaseJob);
    expect(analyzeDatabaseJob.schedule?.cron).toBe('30 3 * * *');
    await insertAirports(server.ctx.db, [
      { airport_code: 'ANZ', airport_name: 'Analyze Field', city: 'Nashville', tdot_pm: null },
    ]);
    await insertProjects(
      server.ctx.db,
      Array.from({ length: 137 }, (_, index) => ({ airport_code: 'ANZ', project_title: `Project ${index}` })),
    );
    const count = Number(
      (
        await server.ctx.db
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(count).toBeGreaterThanOrEqual(137);
    expect(await estimatedProjects()).not.toBe(count);
    await analyzeDatabaseJob.run(server.ctx, new Date());
    expect(await estimatedProjects()).toBe(count);
  });
});
