import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { TEST_DB_KIND } from './support/test-database';
import { signInAs, type SignedInUser } from './support/sign-in-as';

describe('session answers carry no session token', () => {
  let server: TestServer;
  let viewer: SignedInUser;
  beforeAll(async () => {
    server = await buildTestServer();
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  const storedTokens = async () =>
    (
      await server.ctx.db
        .withTables<{ session: { userId: string; token: string } }>()
        .selectFrom('session')
        .select('token')
        .where('userId', '=', viewer.userId)
        .execute()
    ).map((row) => row.token);

  it('strips the token from get-session and keeps what the web uses', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: viewer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ session: Record<string, unknown>; user: { email: string } }>();
    expect(body.user.email).toBe(viewer.email);
    expect(body.session.expiresAt).toBeDefined();
    expect(body.session).not.toHaveProperty('token');
    for (const token of await storedTokens()) expect(response.body).not.toContain(token);
  });

  it('strips the tokens from list-sessions', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: viewer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const sessions = response.json<Record<string, unknown>[]>();
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(session).not.toHaveProperty('token');
    for (const token of await storedTokens()) expect(response.body).not.toContain(token);
  });
});

describe('HSTS only when the app is reached over https', () => {
  const hstsOf = async (publicUrl: string) => {
    const server = await buildTestServer({ publicUrl });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/health' });
      return response.headers['strict-transport-security'];
    } finally {
      await server.close();
    }
  };

  it('sends no Strict-Transport-Security on http://', async () => {
    expect(await hstsOf('http://localhost:3000')).toBeUndefined();
  });

  it('sends Strict-Transport-Security when PUBLIC_URL is https://', async () => {
    expect(await hstsOf('https://grants.example.org')).toMatch(/^max-age=\d+/);
  });
});

// The embedded database's files: only with PGlite on disk.
describe.runIf(TEST_DB_KIND === 'pglite')('the data directory is private to the server user', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bil-perm-')), 'data');
  afterAll(() => {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('makes DATA_DIR 0700 and leaves nothing inside readable by others, also for an existing loose directory', async () => {
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'left-over'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dataDir, 'left-over'), 0o666);
    const handle = await connectDatabase({ kind: 'pglite', dataDir });
    try {
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      const loose = fs
        .readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .filter((entry) => (fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o077) !== 0)
        .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)));
      expect(loose).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
