import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  DEMO_PASSWORD,
  describeDemoAccountsInProduction,
  disableDemoAccounts,
  DISABLE_DEMO_COMMAND,
  ensureDemoAccounts,
} from '../src/demo/demo-accounts';
import { openDatabase } from '../src/server';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signIn } from './support/sign-in-as';
import { TEST_DB_KIND } from './support/test-database';

/** Issue 34, finding 5: production refuses to start while a demo account can sign in. */
describe('demo accounts and production', { timeout: 180_000 }, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer();
    await ensureDemoAccounts(server.ctx);
  });
  afterAll(async () => {
    await server.close();
  });

  it('names every enabled demo account and the one command, then disables them so none can sign in', async () => {
    expect((await signIn(server.app, 'admin@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const refusal = await describeDemoAccountsInProduction(server.ctx.db);
    expect(refusal).toContain('admin@demo.test, pm@demo.test, viewer@demo.test');
    expect(refusal).toContain(`disable them with: ${DISABLE_DEMO_COMMAND}`);
    expect(DISABLE_DEMO_COMMAND).toBe('npm run user -- disable-demo');

    expect(await disableDemoAccounts(server.ctx.db)).toEqual([
      'admin@demo.test',
      'pm@demo.test',
      'viewer@demo.test',
    ]);
    expect(await describeDemoAccountsInProduction(server.ctx.db)).toBeNull();
    for (const email of ['admin@demo.test', 'pm@demo.test', 'viewer@demo.test']) {
      expect((await signIn(server.app, email, DEMO_PASSWORD)).statusCode, email).not.toBe(200);
    }
    const sessions = await sql<{ id: string }>`
      select s.id from session s join "user" u on u.id = s."userId" where u.email like '%@demo.test'`.execute(
      server.ctx.db,
    );
    expect(sessions.rows).toEqual([]);
    expect(await disableDemoAccounts(server.ctx.db)).toEqual([]); // safe to run twice
  });
});

// The real process on a PGlite data directory that once held the demo accounts (runs once).
describe.runIf(TEST_DB_KIND === 'pglite')('a production start on a data directory with demo accounts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-demo-prod-'));
  const env = {
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    DEMO_DATA: 'never',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PORT: String(3900 + Math.floor(Math.random() * 90)),
  };
  const run = (script: string, args: string[], extra: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...env, ...extra },
      encoding: 'utf8',
      timeout: 90_000,
    });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with one line naming the command, and starts once the command ran', async () => {
    const { handle, ctx } = await openDatabase(loadConfig(env));
    try {
      await ensureDemoAccounts(ctx);
    } finally {
      await handle.close();
    }
    const refused = run('apps/server/src/main.ts', [], { NODE_ENV: 'production' });
    expect(refused.status).toBe(1);
    const lines = refused.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual([
      expect.stringMatching(
        /^NODE_ENV=production refuses to start while demo accounts can sign in \(admin@demo\.test, .*npm run user -- disable-demo$/,
      ),
    ]);

    const disabled = run('apps/server/src/cli/user.ts', ['disable-demo']);
    expect(disabled.status, disabled.stderr).toBe(0);
    expect(disabled.stdout).toContain('Disabled admin@demo.test, pm@demo.test, viewer@demo.test');

    // Started: it gets past the refusal to listening (then is stopped by the timeout).
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: { ...env, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 25_000,
      killSignal: 'SIGTERM',
    });
    expect(started.stdout + started.stderr).toContain('is listening on');
  }, 180_000);
});
