import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { effectiveRouteAccess } from '../src/plugins/authenticate';
import {
  asPersona,
  insertOwnProject,
  MATRIX,
  OTHER_PM,
  MATRIX_SIGN_IN_POLICY,
  OWN_PM,
  PERSONAS,
  type MatrixFixtures,
  type Persona,
} from './permission-matrix.cases';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports } from './support/project-factory';
import { markAwaitingApproval } from './support/approval';
import { cookieFrom, sameOrigin, signIn, signInAs, TEST_PASSWORD } from './support/sign-in-as';
import { enrolTwoFactor } from './support/totp';
import { saveSignInPolicy } from '../src/auth/sign-in-policy.service';
import { SIGN_IN_POLICY_MESSAGES } from '@bil/domain';

describe('permission matrix: every registered route, every kind of caller, exact statuses', () => {
  let server: TestServer;
  let fixtures: MatrixFixtures;
  let routeNames: string[];

  beforeAll(async () => {
    server = await buildTestServer();
    routeNames = server.routes
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    await insertAirports(server.ctx.db, [
      { airport_code: 'OWN', airport_name: 'Own Field', city: 'Owntown', tdot_pm: OWN_PM },
      { airport_code: 'OTH', airport_name: 'Other Field', city: 'Otherville', tdot_pm: OTHER_PM },
      { airport_code: 'SPR', airport_name: 'Spare Field', city: 'Spare', tdot_pm: OTHER_PM },
    ]);
    const admin = await signInAs(server.app, 'admin');
    await saveSignInPolicy(server.ctx, admin.userId, { ...MATRIX_SIGN_IN_POLICY });
    const enrolledAdmin = { ...admin, cookie: (await enrolTwoFactor(server.app, admin)).cookie };
    const pendingAdmin = await signInAs(server.app, 'admin');
    await enrolTwoFactor(server.app, pendingAdmin);
    const pendingSignIn = await signIn(server.app, pendingAdmin.email, TEST_PASSWORD);
    const people = {
      viewer: await signInAs(server.app, 'viewer'),
      pmOwn: await signInAs(server.app, 'pm', { tdotPm: OWN_PM }),
      pmOther: await signInAs(server.app, 'pm', { tdotPm: OTHER_PM }),
      admin: enrolledAdmin,
      waiting: await signInAs(server.app, 'viewer'),
      mustEnrol: await signInAs(server.app, 'admin'),
      twoFactorPending: { ...pendingAdmin, cookie: cookieFrom(pendingSignIn) },
    };
    await markAwaitingApproval(server.ctx.db, people.waiting.userId);
    const ownProject = await insertOwnProject(server);
    fixtures = {
      server,
      people,
      ownProject,
      freshOwnProject: (grantNumber) => insertOwnProject(server, grantNumber),
      freshOwnShare: async () => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/shares/pm-page',
          headers: { ...sameOrigin, cookie: people.pmOwn.cookie },
          payload: { pm: OWN_PM },
        });
        if (response.statusCode !== 201) throw new Error(`share: ${response.statusCode} ${response.body}`);
        return response.json<{ shareId: string }>().shareId;
      },
      freshPendingAccount: async () => {
        const person = await signInAs(server.app, 'viewer');
        await markAwaitingApproval(server.ctx.db, person.userId);
        return person.userId;
      },
      versionOf: async (projectId) =>
        (
          await server.ctx.db
            .selectFrom('projects')
            .select('version')
            .where('id', '=', projectId)
            .executeTakeFirstOrThrow()
        ).version,
    };
  });
  afterAll(async () => {
    await server.close();
  });

  it('has a case for every registered /api route, and a route for every case', () => {
    expect([...new Set(routeNames)].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('has a declared access on every /api route outside the open allowlist', () => {
    const undeclared = server.routes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .filter((route) => effectiveRouteAccess(route.url, route.config?.access) === null)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s answers each caller exactly as the policy says', async (name) => {
    const testCase = MATRIX[name];
    if (!testCase) throw new Error(name);
    const actual: Partial<Record<Persona, number>> = {};
    for (const persona of PERSONAS) {
      const user = persona === 'signedOut' ? null : fixtures.people[persona];
      const response = await server.app.inject(asPersona(await testCase.request(fixtures), user));
      actual[persona] = response.statusCode;
      if (response.statusCode === 403 && persona === 'waiting') {
        expect(response.json<{ error: string }>().error).toMatch(/waiting for an administrator/);
      }
      if (response.statusCode === 403 && persona === 'mustEnrol') {
        expect(response.json<{ error: string }>().error).toBe(SIGN_IN_POLICY_MESSAGES.twoFactorRequired);
      }
    }
    expect(actual).toEqual(testCase.expect);
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
        headers: { cookie: fixtures.people.admin.cookie },
      });
      expect(forgotten.statusCode).toBe(403);
      expect(forgotten.json()).toEqual({ error: 'Permission denied' });
      expect((await app.inject({ method: 'GET', url: '/api/public/anything' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lets a system-bypass record act as an administrator', async () => {
    const bypass = await signInAs(server.app, 'viewer');
    await server.ctx.db.insertInto('system_bypass_access').values({ user_id: bypass.userId }).execute();
    // An administrator by bypass too: the matrix's policy asks administrators for a second factor.
    const { cookie } = await enrolTwoFactor(server.app, bypass);
    const response = await server.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});
