import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlags, can, resolveAccess } from '@bil/domain';
import { buildApp } from '../src/app';
import { accessActionOf, effectiveRouteAccess, type RouteAccess } from '../src/plugins/authenticate';
import { buildTestServer, type RegisteredRoute, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

type ApiRoute = RegisteredRoute & { access: RouteAccess | 'open' | null };

/** Routes whose contract names its own words for a signed-out caller (the sharing contract). */
const SIGNED_OUT_BODIES: Record<string, unknown> = {
  'POST /api/shares/chart': {
    error: 'Authentication required to share charts.',
    message: 'Authentication required to share charts.',
  },
};

/** Signed-in routes whose service also checks the role (a viewer may not share these pages). */
const ROLE_CHECKED_IN_SERVICE = new Set(['POST /api/shares/pm-management']);

/** A concrete URL for a route pattern: parameters and wildcards get placeholder values. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, 'matrix-param').replace(/\*$/, 'matrix');
}

describe('permission matrix over every registered route', () => {
  let server: TestServer;
  let apiRoutes: ApiRoute[];
  let viewer: SignedInUser;
  let pm: SignedInUser;
  let admin: SignedInUser;
  let bypass: SignedInUser;
  let flagless: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    apiRoutes = server.routes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => ({ ...route, access: effectiveRouteAccess(route.url, route.config?.access) }));
    viewer = await signInAs(server.app, 'viewer');
    pm = await signInAs(server.app, 'pm', { tdotPm: 'Matrix PM' });
    admin = await signInAs(server.app, 'admin');
    bypass = await signInAs(server.app, 'viewer');
    await server.ctx.db.insertInto('system_bypass_access').values({ user_id: bypass.userId }).execute();
    flagless = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set(buildFlags([]))
      .where('user_id', '=', flagless.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  const request = (route: RegisteredRoute, cookie?: string) =>
    server.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  const guarded = () => apiRoutes.filter((route) => route.access !== 'open' && route.access !== 'public');
  const adminOnly = () => apiRoutes.filter((route) => route.access === 'admin');

  it('finds the routes of this issue among the registered ones', () => {
    const names = apiRoutes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api/me',
      'PATCH /api/me',
      'GET /api/admin/users',
      'POST /api/admin/users',
      'PATCH /api/admin/users/:userId',
      'GET /api/admin/role-defaults',
      'PUT /api/admin/role-defaults',
      'GET /api/admin/permissions',
      'GET /api/admin/audit-logs',
      'GET /api/admin/outbox',
      'GET /api/admin/schema-status',
      'POST /api/auth/*',
      'GET /api/health',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('has a declared access on every /api route outside the open allowlist', () => {
    const undeclared = apiRoutes
      .filter((route) => route.access === null)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('keeps every /api/admin route for administrators', () => {
    const notAdmin = apiRoutes
      .filter((route) => route.url.startsWith('/api/admin') && route.access !== 'admin')
      .map((route) => `${route.method} ${route.url}`);
    expect(notAdmin).toEqual([]);
  });

  it('answers 401 Not authenticated on every non-public route when signed out', async () => {
    for (const route of guarded()) {
      const response = await request(route);
      expect({
        route: `${route.method} ${route.url}`,
        status: response.statusCode,
        body: response.json<unknown>(),
      }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: SIGNED_OUT_BODIES[`${route.method} ${route.url}`] ?? { error: 'Not authenticated' },
      });
    }
  });

  it('answers 403 Permission denied on every admin route to a viewer and a PM', async () => {
    for (const route of adminOnly()) {
      for (const person of [viewer, pm]) {
        const response = await request(route, person.cookie);
        expect({
          route: `${route.method} ${route.url}`,
          status: response.statusCode,
          body: response.json<unknown>(),
        }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
          body: { error: 'Permission denied' },
        });
      }
    }
  });

  it('lets administrators (by role or bypass record) past every guard, with no server error', async () => {
    for (const route of guarded()) {
      for (const person of [admin, bypass]) {
        const response = await request(route, person.cookie);
        expect({
          route: `${route.method} ${route.url}`,
          refused: [401, 403].includes(response.statusCode),
        }).toEqual({
          route: `${route.method} ${route.url}`,
          refused: false,
        });
        expect(response.statusCode).toBeLessThan(500);
      }
    }
  });

  it('checks flag and action routes against a viewer without any flag, and signed-in routes against the session only', async () => {
    const noFlags = resolveAccess({
      account: { role: 'viewer', tdot_pm: null, flags: buildFlags([]) },
      hasSystemBypass: false,
      signedIn: true,
    });
    for (const route of guarded()) {
      const access = route.access;
      if (access === 'admin' || access === null || access === 'open' || access === 'public') continue;
      const expected = can(noFlags, accessActionOf(access));
      const response = await request(route, flagless.cookie);
      const name = `${route.method} ${route.url}`;
      if (expected.allowed && ROLE_CHECKED_IN_SERVICE.has(name)) {
        expect({ name, status: response.statusCode }).toEqual({ name, status: 403 });
      } else if (expected.allowed) {
        expect({ name, refused: [401, 403].includes(response.statusCode) }).toEqual({ name, refused: false });
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect({ name, status: response.statusCode, body: response.json<unknown>() }).toEqual({
          name,
          status: 403,
          body: { error: expected.reason },
        });
      }
    }
  });

  it('lets every public route answer without a session', async () => {
    for (const route of apiRoutes.filter((candidate) => candidate.access === 'public')) {
      const response = await request(route);
      expect(response.statusCode).not.toBe(401);
    }
  });

  it('refuses an undeclared /api route (deny by default)', async () => {
    const app = await buildApp(server.ctx, { webDistDir: false });
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/api/public/anything', async () => ({ open: true }));
    await app.ready();
    try {
      const forgotten = await app.inject({
        method: 'GET',
        url: '/api/forgotten',
        headers: { cookie: admin.cookie },
      });
      expect(forgotten.statusCode).toBe(403);
      expect(forgotten.json()).toEqual({ error: 'Permission denied' });
      expect((await app.inject({ method: 'GET', url: '/api/public/anything' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('shows each role its own /api/me', async () => {
    const roleOf = async (person: SignedInUser) =>
      (await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: person.cookie } })).json<{
        user: { role: string; tdotPm: string | null };
        isAdmin: boolean;
      }>();
    expect(await roleOf(viewer)).toMatchObject({ user: { role: 'viewer' }, isAdmin: false });
    expect(await roleOf(pm)).toMatchObject({ user: { role: 'pm', tdotPm: 'Matrix PM' }, isAdmin: false });
    expect(await roleOf(admin)).toMatchObject({ user: { role: 'admin' }, isAdmin: true });
    expect(await roleOf(bypass)).toMatchObject({ user: { role: 'admin' }, isAdmin: true });
  });
});
