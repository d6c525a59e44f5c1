import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../src/job-definition';
import { JobRunner } from '../src/modules/jobs';
import { POLLING_INTERVAL_SECONDS } from '../src/modules/jobs/job-runner';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('a run queued in this process starts at once, though workers poll only every 30 s', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let runner: JobRunner;
  let started: (() => void) | null = null;
  const definitions: JobDefinition[] = [
    {
      name: 'test.wake',
      description: 'Says when it runs',
      run: () => {
        started?.();
        return Promise.resolve();
      },
    },
  ];

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin', { email: 'wake-admin@example.test' });
    runner = new JobRunner(server.ctx, { definitions }); // the default polling interval
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  it('runs a job queued with Run now within a few seconds', async () => {
    expect(POLLING_INTERVAL_SECONDS).toBeGreaterThanOrEqual(30);
    // pg-boss's first look at a queue happens as its worker starts: wait past it, so only a wake explains a
    // run within the next few seconds.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ran = new Promise<number>((resolve) => {
      started = () => {
        resolve(Date.now());
      };
    });
    const queuedAt = Date.now();
    const queued = await server.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/test.wake/run',
      headers: { ...sameOrigin, cookie: admin.cookie },
    });
    expect(queued.statusCode).toBe(202);
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => {
        resolve(null);
      }, 8000),
    );
    const ranAt = await Promise.race([ran, timeout]);
    expect(ranAt, 'the job did not start within 8 s').not.toBeNull();
    expect((ranAt ?? Infinity) - queuedAt).toBeLessThan(8000);
  });
});
