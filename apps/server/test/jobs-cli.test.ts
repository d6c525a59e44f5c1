import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from './support/test-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-jobs-cli-'));

type Run = { code: number; stdout: string; stderr: string };

function runJobs(args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'src', 'cli', 'jobs.ts'), ...args],
      { cwd: serverDir, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: stderr.trim() });
      },
    );
  });
}

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
