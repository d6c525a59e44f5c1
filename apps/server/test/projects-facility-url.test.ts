import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FACILITY_SYSTEM_URL } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const URL_PATH = '/api/settings/facility-system-url';

describe('the facility system address behind the UPIN redirect', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let viewer: SignedInUser;

  const read = (user: SignedInUser | null) =>
    server.app.inject({ method: 'GET', url: URL_PATH, headers: user ? { cookie: user.cookie } : {} });
  const write = (user: SignedInUser | null, payload: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: URL_PATH,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      payload: payload as object,
    });

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin');
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('needs a session to read and an administrator to change', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await write(null, { url: 'https://x.example/{upin}' })).statusCode).toBe(401);
    const denied = await write(viewer, { url: 'https://x.example/{upin}' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'Permission denied' });
  });

  it('gives the documented placeholder until an administrator sets one', async () => {
    const response = await read(viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: DEFAULT_FACILITY_SYSTEM_URL });
  });

  it('saves an http(s) template, audited, and everyone reads it', async () => {
    const url = 'https://facilities.tn.example/lookup?upin={upin}&src=bil';
    const saved = await write(admin, { url: `  ${url} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ url });
    expect((await read(viewer)).json()).toEqual({ url });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_id', '=', 'facility_system_url')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      user_id: admin.userId,
      action: 'update_setting',
      resource_type: 'app_settings',
      before: { url: DEFAULT_FACILITY_SYSTEM_URL },
      after: { url },
    });
  });

  it('refuses anything but an http or https address, keeping the saved one', async () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://files.example/{upin}',
      'not a url',
      '',
      'https://',
      'https://bad host/{upin}',
    ]) {
      const response = await write(admin, { url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
    expect((await read(admin)).json<{ url: string }>().url).toContain('facilities.tn.example');
  });
});
