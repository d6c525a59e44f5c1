import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadLetterList, JobList } from '@bil/domain';
import type { JobDefinition } from '../src/job-definition';
import { JobRunner } from '../src/modules/jobs';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(250);
  }
}

describe('job runner: retries with backoff, the dead-letter list, retry from it, one run per slot', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let runner: JobRunner;
  let flakyFails = true;
  let yearlyRuns = 0;
  const definitions: JobDefinition[] = [
    {
      name: 'test.flaky',
      description: 'Fails until told not to',
      run: () => (flakyFails ? Promise.reject(new Error('upstream is down')) : Promise.resolve()),
    },
    {
      name: 'test.yearly',
      description: 'Counts its runs',
      schedule: { cron: '0 0 1 1 *', timeZone: 'America/New_York' },
      run: () => {
        yearlyRuns += 1;
        return Promise.resolve();
      },
    },
  ];

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin', { email: 'jobs-admin@example.test' });
    runner = new JobRunner(server.ctx, {
      definitions,
      retry: { retryLimit: 2, retryDelaySeconds: 1 },
      pollingIntervalSeconds: 0.5,
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    server.app.inject({ method, url, headers: { ...sameOrigin, cookie: admin.cookie } });
  const jobs = async () => (await call('GET', '/api/admin/jobs')).json<JobList>().data;
  const deadLetters = async () =>
    (await call('GET', '/api/admin/jobs/dead-letters')).json<DeadLetterList>().data;
  const runsOf = (name: string) =>
    server.ctx.db.selectFrom('job_runs').selectAll().where('name', '=', name).orderBy('started_at').execute();

  it('lists every job with its schedule and next run', async () => {
    const list = await jobs();
    expect(list.map((job) => job.name)).toEqual(['test.flaky', 'test.yearly']);
    const yearly = list[1];
    expect(yearly?.schedule).toEqual({ cron: '0 0 1 1 *', timeZone: 'America/New_York' });
    // Midnight of 1 January in New York is 05:00 UTC.
    expect(yearly?.nextRunAt).toMatch(/^\d{4}-01-01T05:00:00\.000Z$/);
    expect(list[0]?.nextRunAt).toBeNull();
  });

  it('retries a failing job with growing delays, then lists it as dead; a retry from the list runs it again', async () => {
    const queued = await call('POST', '/api/admin/jobs/test.flaky/run');
    expect(queued.statusCode).toBe(202);

    const dead = await waitFor(deadLetters, (list) => list.length > 0);
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ name: 'test.flaky', error: 'upstream is down' });
    const runs = await runsOf('test.flaky');
    expect(runs.map((run) => [run.attempt, run.status, run.trigger])).toEqual([
      [1, 'failed', 'manual'],
      [2, 'failed', 'manual'],
      [3, 'failed', 'manual'],
    ]);
    const [first, second, third] = runs.map((run) => run.started_at.getTime());
    // Backoff: each wait is at least the one before (1 s, then about 2 s).
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(900);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1800);
    expect((await jobs())[0]?.lastRun).toMatchObject({
      status: 'failed',
      attempt: 3,
      error: 'upstream is down',
    });

    flakyFails = false;
    const retried = await call('POST', `/api/admin/jobs/dead-letters/${dead[0]?.id ?? ''}/retry`);
    expect(retried.statusCode).toBe(202);
    expect(await deadLetters()).toEqual([]);
    const last = await waitFor(
      async () => (await jobs())[0]?.lastRun,
      (run) => run?.status === 'succeeded',
    );
    expect(last).toMatchObject({ status: 'succeeded', trigger: 'retry', attempt: 1 });
    // The same id again is gone: a clear 404, nothing queued.
    const again = await call('POST', `/api/admin/jobs/dead-letters/${dead[0]?.id ?? ''}/retry`);
    expect(again.statusCode).toBe(404);
  });

  it('runs a schedule slot once however often it is delivered', async () => {
    const boss = (runner as unknown as { boss: { send: (name: string, data: object) => Promise<string> } })
      .boss;
    // Two deliveries of the same (yearly) slot, as two processes' clocks could make them.
    await boss.send('test.yearly', { job: 'test.yearly', trigger: 'schedule' });
    await boss.send('test.yearly', { job: 'test.yearly', trigger: 'schedule' });
    await waitFor(
      async () => (await jobs())[1]?.queued ?? 0,
      (queued) => queued === 0,
    );
    await sleep(1000);
    expect(yearlyRuns).toBe(1);
    const runs = await runsOf('test.yearly');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.slot?.toISOString()).toMatch(/-01-01T05:00:00\.000Z$/);
  });

  it('refuses bad names and ids with clear messages', async () => {
    expect((await call('POST', '/api/admin/jobs/nope.nothing/run')).json()).toMatchObject({
      error: 'No job has that name',
    });
    expect((await call('POST', '/api/admin/jobs/NOT A NAME/run')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/admin/jobs/dead-letters/not-a-uuid')).statusCode).toBe(400);
    const missing = await call('DELETE', '/api/admin/jobs/dead-letters/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});
