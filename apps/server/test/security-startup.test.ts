import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE } from '../src/auth/auth-secret';
import { CREATE_ADMIN_COMMAND } from '../src/auth/first-admin';
import { TEST_DB_KIND } from './support/test-database';
import { freePort } from './support/free-port';

const MAIN = 'apps/server/src/main.ts';
const DEMO_CLI = 'apps/server/src/cli/demo.ts';
// Generated per run: no secret that a production server would accept is printed in the repository.
const SECRET = randomBytes(48).toString('base64url');
const baseEnv = { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', AUTH_SECRET: '', NODE_ENV: '' };

function runExpectingFailure(script: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { ...baseEnv, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const errorLines = result.stderr.split('\n').filter((line) => line.trim() !== '');
  return { status: result.status, errorLines };
}

type Started = { child: ChildProcess; port: number; output: () => string };

async function startServer(env: Record<string, string>, waitFor = 'is listening on'): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...baseEnv, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 90_000; waited += 200) {
    await sleep(200);
    // The banner is printed after listen: wait for it (or a line after it), not just for health.
    if (output.includes(waitFor)) return { child, port, output: () => output };
    if (child.exitCode !== null) break;
  }
  child.kill('SIGTERM');
  throw new Error(`server did not start: ${output}`);
}

async function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

// Start-up of the real process on PGlite; it does not depend on the test database kind, so it runs once.
describe.runIf(TEST_DB_KIND === 'pglite')('secure start-up', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-secure-start-'));
  let running: Started | undefined;
  afterEach(async () => {
    await stop(running);
    running = undefined;
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses production without AUTH_SECRET with one clear line and a non-zero exit', () => {
    const { status, errorLines } = runExpectingFailure(MAIN, {
      NODE_ENV: 'production',
      DATA_DIR: path.join(root, 'refused'),
    });
    expect(status).toBe(1);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatch(/^Invalid configuration: AUTH_SECRET is required when NODE_ENV=production/);
    expect(fs.existsSync(path.join(root, 'refused'))).toBe(false);
  });

  it('refuses DATABASE_URL without AUTH_SECRET with one clear line, before connecting', () => {
    const { status, errorLines } = runExpectingFailure(MAIN, {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(status).toBe(1);
    expect(errorLines).toEqual([
      expect.stringMatching(/^Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set/),
    ]);
  });

  it('loads no demo data or demo accounts in production, and says how to make the first administrator', async () => {
    const dataDir = path.join(root, 'production');
    running = await startServer(
      { NODE_ENV: 'production', AUTH_SECRET: SECRET, DATA_DIR: dataDir },
      CREATE_ADMIN_COMMAND,
    );
    expect(running.output()).toContain(`No administrator yet.`);
    expect(running.output()).toContain(CREATE_ADMIN_COMMAND);
    expect(running.output()).not.toContain('demo.test');
    const signIn = await fetch(`http://localhost:${running.port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${running.port}` },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-Password-2026' }),
    });
    expect(signIn.status).toBe(401);
    expect(fs.existsSync(path.join(dataDir, AUTH_SECRET_FILE))).toBe(false); // AUTH_SECRET given: no file
  }, 120_000);

  it('refuses npm run db:demo in production', () => {
    const { status, errorLines } = runExpectingFailure(DEMO_CLI, {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      DATA_DIR: path.join(root, 'demo-refused'),
    });
    expect(status).toBe(1);
    expect(errorLines).toEqual([
      expect.stringMatching(/^Refused: NODE_ENV=production never loads demo data/),
    ]);
    expect(fs.existsSync(path.join(root, 'demo-refused'))).toBe(false);
  });

  it('generates a secret into DATA_DIR (0600, directory 0700) without AUTH_SECRET and keeps it across restarts', async () => {
    const dataDir = path.join(root, 'embedded');
    running = await startServer({ DEMO_DATA: 'never', DATA_DIR: dataDir });
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    const first = fs.readFileSync(file, 'utf8');
    expect(first.trim().length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    await stop(running);
    running = await startServer({ DEMO_DATA: 'never', DATA_DIR: dataDir });
    expect(fs.readFileSync(file, 'utf8')).toBe(first);
  }, 180_000);
});
