import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_FLAGS, PERMISSION_FLAGS, type MeResponse } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs } from './support/sign-in-as';

describe('GET and PATCH /api/me', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 401 Not authenticated without a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not authenticated' });
  });

  it('answers 401 for a forged session cookie', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('describes a PM: identity, role, flags, abilities and badge', async () => {
    const pm = await signInAs(server.app, 'pm', { tdotPm: 'Jane Roe', displayName: 'Jane' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: pm.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { can, ...me } = response.json<MeResponse>();
    // The model-wide abilities the web's <Can> reads, as the policies give them to a PM.
    expect(can).toEqual({
      projects: { create: true, assignAnyPm: false, deleteGrants: false, sharePages: true },
      pmManagement: { read: true, reassign: false, share: true },
      administration: { open: false, readAudit: false, changeSettings: false },
      dbe: {
        readAwards: true,
        readReports: true,
        readAnalytics: true,
        readGoals: true,
        manageFirms: false,
        setGoals: false,
        submitReport: false,
      },
      gci: { open: true, create: true },
      planning: { open: false },
      delivery: { open: false },
      executive: { read: false, share: false },
      flightServices: { read: false, requestTrip: false, manage: false },
    });
    expect(me).toEqual({
      user: {
        id: pm.userId,
        email: pm.email,
        emailConfirmed: true,
        name: 'Jane',
        displayName: 'Jane',
        role: 'pm',
        tdotPm: 'Jane Roe',
      },
      flags: DEFAULT_ROLE_FLAGS.pm,
      abilities: {
        canCreateProjects: true,
        canEditProjects: true,
        canCreateProjectsForAssignedAirports: true,
        canAccessAdmin: false,
      },
      approval: 'approved',
      isAdmin: false,
      roleBadge: 'Project Manager',
      // Test servers run outside production: no second factor required; the default session limits.
      twoFactor: { enabled: false, mustEnrol: false },
      sessionLimits: { idleTimeoutMinutes: 480, absoluteLifetimeHours: 168 },
    });
  });

  it('makes a system-bypass record an administrator on the next request', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const before = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: viewer.cookie },
    });
    expect(before.json()).toMatchObject({ isAdmin: false, roleBadge: 'Viewer', user: { role: 'viewer' } });

    await server.ctx.db.insertInto('system_bypass_access').values({ user_id: viewer.userId }).execute();
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: viewer.cookie },
    });
    const body = after.json<{ isAdmin: boolean; roleBadge: string; flags: Record<string, boolean> }>();
    expect(body.isAdmin).toBe(true);
    expect(body.roleBadge).toBe('Administrator');
    expect(Object.values(body.flags)).toEqual(PERMISSION_FLAGS.map(() => true));
  });

  it('falls back to the viewer flags when the person has no role data', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await server.ctx.db.deleteFrom('user_accounts').where('user_id', '=', viewer.userId).execute();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: viewer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ flags: Record<string, boolean>; user: { role: string } }>();
    expect(body.user.role).toBe('viewer');
    expect(Object.keys(body.flags).filter((flag) => body.flags[flag])).toEqual([
      'can_access_projects',
      'can_access_bil_dashboard',
      'can_access_bil_info',
      'can_access_bil_projects',
    ]);
  });

  it('treats a disabled (banned) account as signed out even while its session exists', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await server.ctx.db.updateTable('user').set({ banned: true }).where('id', '=', viewer.userId).execute();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: viewer.cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not authenticated' });
  });

  it('changes the display name, audits it, and refuses bad input without changing anything', async () => {
    const viewer = await signInAs(server.app, 'viewer', { displayName: 'Old' });
    const patch = (payload: unknown) =>
      server.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { ...sameOrigin, cookie: viewer.cookie },
        payload: payload as Record<string, unknown>,
      });

    const tooLong = await patch({ displayName: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: string }>().error).toContain('at most 100');
    const extra = await patch({ displayName: 'New', role: 'admin' });
    expect(extra.statusCode).toBe(400);

    const response = await patch({ displayName: '  New Name  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { displayName: 'New Name', name: 'New Name', role: 'viewer' },
    });
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: viewer.cookie } });
    expect(me.json()).toMatchObject({ user: { displayName: 'New Name' }, isAdmin: false });

    const audits = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_id', '=', viewer.userId)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      user_id: viewer.userId,
      action: 'update_profile',
      resource_type: 'user_accounts',
      before: { display_name: 'Old' },
      after: { display_name: 'New Name' },
    });
  });

  it('refuses a PATCH from another site', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin: 'https://evil.example', cookie: viewer.cookie },
      payload: { displayName: 'Hacked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused' });
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: viewer.cookie } });
    expect(me.json()).toMatchObject({ user: { displayName: null } });
  });
});
