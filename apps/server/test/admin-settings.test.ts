import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_FLAGS,
  PERMISSION_FLAGS,
  type AuditLogEntry,
  type OutboxMail,
  type RoleDefaults,
} from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

type Page<T> = { data: T[]; total: number; page: number; limit: number; totalPages: number };

describe('admin settings: role defaults, permissions, audit log, outbox, schema status', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin', { email: 'boss@example.test' });
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    });

  it('reads and changes the flags each role starts with; new accounts start with them; audited', async () => {
    const initial = await call('GET', '/api/admin/role-defaults');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DEFAULT_ROLE_FLAGS);

    const changed = await call('PUT', '/api/admin/role-defaults', {
      viewer: { can_access_bil_analytics: true, can_access_bil_projects: false },
    });
    expect(changed.statusCode).toBe(200);
    const expectedViewer = {
      ...DEFAULT_ROLE_FLAGS.viewer,
      can_access_bil_analytics: true,
      can_access_bil_projects: false,
    };
    expect(changed.json<RoleDefaults>().viewer).toEqual(expectedViewer);
    expect((await call('GET', '/api/admin/role-defaults')).json<RoleDefaults>().viewer).toEqual(
      expectedViewer,
    );

    // A self-registered account and an admin-created one both start with the new viewer defaults.
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin,
      remoteAddress: randomAddress(),
      payload: { email: 'fresh.viewer@example.test', password: 'long-Enough-pass-1' },
    });
    const created = await call('POST', '/api/admin/users', {
      email: 'made.viewer@example.test',
      role: 'viewer',
      password: 'long-Enough-pass-1',
    });
    expect(created.json()).toMatchObject({ flags: expectedViewer });
    const users = await call('GET', '/api/admin/users?search=fresh.viewer');
    expect(users.json<Page<{ flags: unknown }>>().data[0]?.flags).toEqual(expectedViewer);

    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'update_role_defaults')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      user_id: admin.userId,
      resource_type: 'app_settings',
      resource_id: 'role_default_flags',
      before: { viewer: DEFAULT_ROLE_FLAGS.viewer },
      after: { viewer: expectedViewer },
    });

    const bad = await call('PUT', '/api/admin/role-defaults', {
      viewer: { can_access_bil_analytics: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const badRole = await call('PUT', '/api/admin/role-defaults', { guest: {} });
    expect(badRole.statusCode).toBe(400);
  });

  it('shows the users x flags matrix with effective flags', async () => {
    await signInAs(server.app, 'pm', { email: 'matrix.pm@example.test' });
    const response = await call('GET', '/api/admin/permissions?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json<
      Page<{ email: string; isAdmin: boolean; role: string; flags: Record<string, boolean> }> & {
        flags: string[];
      }
    >();
    expect(body.flags).toEqual([...PERMISSION_FLAGS]);
    const boss = body.data.find((row) => row.email === 'boss@example.test');
    expect(boss).toMatchObject({ isAdmin: true, role: 'admin' });
    expect(Object.values(boss?.flags ?? {}).every(Boolean)).toBe(true);
    expect(body.data.find((row) => row.email === 'matrix.pm@example.test')).toMatchObject({
      role: 'pm',
      flags: DEFAULT_ROLE_FLAGS.pm,
    });
  });

  it('lists the audit log newest first with the actor e-mail, filtered', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await call('PATCH', `/api/admin/users/${viewer.userId}`, { tdotPm: 'First' });
    await call('PATCH', `/api/admin/users/${viewer.userId}`, { tdotPm: 'Second' });

    const all = await call('GET', '/api/admin/audit-logs?limit=200');
    expect(all.statusCode).toBe(200);
    const entries = all.json<Page<AuditLogEntry>>().data;
    const stamps = entries.map((entry) => entry.createdAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);

    const forViewer = await call(
      'GET',
      `/api/admin/audit-logs?action=update_user&resourceType=user_accounts&userId=${admin.userId}`,
    );
    const filtered = forViewer
      .json<Page<AuditLogEntry>>()
      .data.filter((entry) => entry.resourceId === viewer.userId);
    expect(filtered.map((entry) => entry.after?.tdot_pm)).toEqual(['Second', 'First']);
    expect(filtered[0]).toMatchObject({
      actorEmail: 'boss@example.test',
      userId: admin.userId,
      resourceType: 'user_accounts',
    });

    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(
      (await call('GET', `/api/admin/audit-logs?from=${future}`)).json<Page<AuditLogEntry>>().total,
    ).toBe(0);
    const past = encodeURIComponent(new Date(Date.now() - 60 * 60_000).toISOString());
    expect((await call('GET', `/api/admin/audit-logs?to=${past}`)).json<Page<AuditLogEntry>>().total).toBe(0);
    const badDate = await call('GET', '/api/admin/audit-logs?from=yesterday');
    expect(badDate.statusCode).toBe(400);
  });

  it('lists the mail outbox with bodies, newest first', async () => {
    await call('POST', '/api/admin/users', { email: 'outbox.invitee@example.test', role: 'viewer' });
    const response = await call('GET', '/api/admin/outbox?page=1&limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json<Page<OutboxMail>>();
    expect(body.page).toBe(1);
    const invite = body.data.find((mail) => mail.to === 'outbox.invitee@example.test');
    expect(invite?.textBody).toContain('/api/auth/reset-password/');
    expect(invite).toMatchObject({ sentAt: null, error: expect.stringContaining('SMTP_URL') as unknown });
  });

  it('reports the start-up schema check', async () => {
    const response = await call('GET', '/api/admin/schema-status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(server.ctx.schema);
    expect(response.json()).toMatchObject({ ok: true, missing: [] });
  });
});
