import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDatabase } from '../src/modules/jobs/jobs.repository';
import { buildTestServer, type TestServer } from './support/build-test-server';

/** Three reads in a row: the pool hands back the connection the last query used first. */
async function expectEveryReadWorks(server: TestServer): Promise<void> {
  for (let read = 0; read < 3; read += 1) {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(server.ctx.db);
    expect(rows).toEqual([{ one: 1 }]);
  }
}

describe('the job queue leaves no connection inside a failed transaction', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('ends a BEGIN ... COMMIT text that fails half way, so the next query works', async () => {
    const queue = queueDatabase(server.ctx.db);
    await expect(queue.executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;')).rejects.toThrow(
      'division by zero',
    );
    await expectEveryReadWorks(server);
  });

  it('lets two queues create their schema at once (the loser sees "already exists") and both start', async () => {
    const schema = `pgboss_race_${Date.now()}`;
    // A queue with no 'error' listener would throw its errors out of the test as unhandled ones: record them.
    const queueErrors: unknown[] = [];
    const bosses = [1, 2].map(() => {
      const boss = new PgBoss({
        db: queueDatabase(server.ctx.db),
        schema,
        supervise: false,
        schedule: false,
      });
      boss.on('error', (error) => queueErrors.push(error));
      return boss;
    });
    try {
      await Promise.all(bosses.map((boss) => boss.start()));
      await expectEveryReadWorks(server);
      await bosses[0]?.createQueue('race.check');
      expect(await bosses[1]?.getQueue('race.check')).toMatchObject({ name: 'race.check' });
    } finally {
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(server.ctx.db);
    }
    expect(queueErrors).toEqual([]);
  });
});
