import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from './support/test-database';
import { freePort } from './support/free-port';

const MAIN = 'apps/server/src/main.ts';

function runServerExpectingFailure(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'never', DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const errorLines = result.stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
  return { status: result.status, errorLines };
}

// Start-up behaviour of the real process; it does not depend on the test database kind, so it runs once.
describe.runIf(TEST_DB_KIND === 'pglite')('server start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-startup-'));
  let first: ChildProcess | undefined;

  afterAll(async () => {
    first?.kill('SIGTERM');
    await sleep(300);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a bad PORT with one line', () => {
    const { status, errorLines } = runServerExpectingFailure({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(status).toBe(1);
    expect(errorLines).toEqual(['Invalid configuration: PORT must be a whole number from 1 to 65535']);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL with one line', () => {
    const { status, errorLines } = runServerExpectingFailure({ DATABASE_URL: 'mysql://root@localhost/db' });
    expect(status).toBe(1);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatch(/^Invalid configuration: DATABASE_URL must be a postgres:\/\//);
  });

  it('says in one line when the PostgreSQL server cannot be reached', () => {
    const { status, errorLines } = runServerExpectingFailure({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      AUTH_SECRET: randomBytes(48).toString('base64url'), // generated: no usable secret in the repository
    });
    expect(status).toBe(1);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatch(/^Cannot connect to DATABASE_URL: /);
  });

  it('refuses a second server on the same data directory', async () => {
    const port = await freePort();
    first = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'never',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
      },
      stdio: 'ignore',
    });
    let healthy = false;
    for (let waited = 0; waited < 60_000 && !healthy; waited += 200) {
      await sleep(200);
      healthy = await fetch(`http://localhost:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
    }
    expect(healthy).toBe(true);

    const { status, errorLines } = runServerExpectingFailure({ DATA_DIR: dataDir, PORT: String(port + 1) });
    expect(status).toBe(1);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain(`The data directory ${dataDir} is in use by another server`);
  }, 90_000);
});
