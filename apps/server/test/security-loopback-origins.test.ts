import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createAccount } from '../src/modules/accounts/accounts.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, TEST_PASSWORD } from './support/sign-in-as';

/** The addresses sign-in is offered from, as `npm start` sets them up with or without PUBLIC_URL. */
function originsOf(env: Record<string, string>) {
  const { publicUrl, trustedOrigins } = loadConfig({ NODE_ENV: 'test', PORT: '3000', ...env });
  return { publicUrl, trustedOrigins };
}

async function withAccount(server: TestServer): Promise<string> {
  const email = `loopback-${Math.random().toString(36).slice(2)}@example.test`;
  await createAccount(server.ctx, {
    email,
    password: TEST_PASSWORD,
    role: 'viewer',
    tdotPm: null,
    displayName: null,
    emailConfirmed: true,
  });
  return email;
}

const signInFrom = (server: TestServer, origin: string, email: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    // better-auth checks the Origin when the browser sends cookies, as it does after any earlier visit.
    headers: { origin, host: new URL(origin).host, cookie: 'earlier-visit=1' },
    remoteAddress: randomAddress(),
    payload: { email, password: TEST_PASSWORD },
  });

describe('without PUBLIC_URL, sign-in works from every loopback name of the port', () => {
  let server: TestServer;
  let email: string;
  beforeAll(async () => {
    server = await buildTestServer(originsOf({}));
    email = await withAccount(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs in from %s',
    async (origin) => {
      const response = await signInFrom(server, origin, email);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeDefined();
    },
  );

  it("refuses the machine's network address and says which address to use and how to add one", async () => {
    const response = await signInFrom(server, 'http://192.168.1.20:3000', email);
    expect(response.statusCode).toBe(403);
    const { error } = response.json<{ error: string }>();
    expect(error).toContain('Open the app at http://localhost:3000');
    expect(error).toContain('PUBLIC_URL');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('with PUBLIC_URL, only that address signs in', () => {
  let server: TestServer;
  let email: string;
  beforeAll(async () => {
    server = await buildTestServer(originsOf({ PUBLIC_URL: 'https://bil.example.gov' }));
    email = await withAccount(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs in from PUBLIC_URL', async () => {
    expect((await signInFrom(server, 'https://bil.example.gov', email)).statusCode).toBe(200);
  });

  it('refuses a loopback name and names PUBLIC_URL as the address to use', async () => {
    const response = await signInFrom(server, 'http://127.0.0.1:3000', email);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: string }>().error).toContain('Open the app at https://bil.example.gov');
  });
});
