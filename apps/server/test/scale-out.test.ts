import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppAuthServices } from '../src/compose-auth';
import { connectDatabase } from '../src/db/connect';
import { createAccount } from '../src/modules/accounts/accounts.service';
import { TEST_DB_KIND, testConfig } from './support/test-database';
import { freePort } from './support/free-port';

const PASSWORD = 'scale-Out-password-1';

/** Long enough for two processes compiling the server's sources (tsx) at once on a loaded 2-core CI machine. */
const HEALTHY_WITHIN_MS = 100_000;

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: testConfig().authSecret ?? '',
      PORT: String(port),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the process says on its way down is the failure's explanation: keep it for the error.
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
  });
  const exited = { code: null as number | null };
  child.on('exit', (code) => {
    exited.code = code ?? -1;
  });
  for (let waited = 0; waited < HEALTHY_WITHIN_MS && exited.code === null; waited += 100) {
    const healthy = await fetch(`http://localhost:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return child;
    await sleep(100);
  }
  child.kill();
  const how =
    exited.code === null ? `was not healthy within ${HEALTHY_WITHIN_MS} ms` : `exited with ${exited.code}`;
  throw new Error(`server on port ${port} ${how}; its stderr:\n${stderr}`);
}

// ARCHITECTURE: servers keep no state of their own, so N processes on one PostgreSQL share sessions.
describe.runIf(TEST_DB_KIND === 'postgres')('two server processes on one PostgreSQL', () => {
  const name = `bil_scale_${randomBytes(5).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://localhost/unset';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let ports: readonly [number, number] = [0, 0];
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const first = await freePort();
    let second = await freePort();
    while (second === first) second = await freePort();
    ports = [first, second];
    // Started together: the migration lock makes them take turns on the fresh database.
    servers.push(...(await Promise.all(ports.map((port) => startServer(url.toString(), port)))));
    const handle = await connectDatabase({ kind: 'postgres', url: url.toString() });
    const config = testConfig();
    await createAccount(
      { db: handle.db, auth: buildAppAuthServices(config, handle.db).auth },
      {
        email: 'shared@example.test',
        password: PASSWORD,
        role: 'viewer',
        emailConfirmed: true,
      },
    );
    await handle.close();
  }, 150_000);

  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await sleep(500);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a session made on one process is honoured by the other, and a sign-out on it ends it on both', async () => {
    const signIn = await fetch(`http://localhost:${ports[0]}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'shared@example.test', password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');

    const meOnOther = await fetch(`http://localhost:${ports[1]}/api/me`, { headers: { cookie } });
    expect(meOnOther.status).toBe(200);
    expect(((await meOnOther.json()) as { user: { email: string } }).user.email).toBe('shared@example.test');

    const signOut = await fetch(`http://localhost:${ports[1]}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    const meAfter = await fetch(`http://localhost:${ports[0]}/api/me`, { headers: { cookie } });
    expect(meAfter.status).toBe(401);
  });
});
