import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerCli } from './support/run-cli';
import { TEST_DB_KIND } from './support/test-database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-jobs-cli-'));

const runJobs = (args: string[]) => runServerCli(dataDir, 'jobs', args);

// The command opens the embedded database itself, so it is exercised once, in the PGlite pass.
describe.skipIf(TEST_DB_KIND === 'postgres')('npm run jobs', { timeout: 240_000 }, () => {
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a job, lists it with its last run, and refuses unknown names and a held data directory', async () => {
    const run = await runJobs(['run', 'jobs.prune-history']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^jobs\.prune-history succeeded in \d+ ms\.$/m);

    const list = await runJobs(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('schedule: 15 3 * * * (America/New_York)');
    expect(list.stdout).toMatch(/last run: succeeded at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC in \d+ ms/);

    expect(await runJobs(['run', 'nope.nothing'])).toMatchObject({
      code: 2,
      stderr: 'No job is named nope.nothing; npm run jobs -- list shows them (see --help)',
    });

    // A live process holds the data directory (this test's own pid stands in for a server).
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const held = await runJobs(['list']);
    expect(held.code).toBe(1);
    expect(held.stderr).toContain('is in use by another server');
    fs.rmSync(path.join(dataDir, 'server.lock'));
  });
});
