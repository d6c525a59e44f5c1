import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_FLAGS } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const ALICE = 'Alice Able';
const BOB = 'Bob Baker';

describe('deleting projects', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let aliceWithoutDelete: SignedInUser;
  let viewer: SignedInUser;

  const remove = (url: string, user: SignedInUser | null, payload?: unknown) =>
    server.app.inject({
      method: url.endsWith('/force-delete') ? 'POST' : 'DELETE',
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const exists = async (id: string) =>
    (await server.ctx.db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;
  const auditOf = (id: string) =>
    server.ctx.db.selectFrom('audit_logs').selectAll().where('resource_id', '=', id).execute();
  const projectOf = async (tdotPm: string, code = tdotPm === ALICE ? 'AAA' : 'CCC') =>
    (
      await insertProjects(server.ctx.db, [{ airport_code: code, tdot_pm: tdotPm, project_title: 'Doomed' }])
    )[0] ?? '';

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
      { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
    ]);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    aliceWithoutDelete = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ ...DEFAULT_ROLE_FLAGS.pm, can_delete_own_projects: false })
      .where('user_id', '=', aliceWithoutDelete.userId)
      .execute();
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets a PM with can_delete_own_projects delete their own project (no body needed), audited', async () => {
    const id = await projectOf(ALICE);
    const response = await remove(`/api/projects/${id}`, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, deleted: true });
    expect(await exists(id)).toBe(false);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      user_id: alice.userId,
      action: 'delete_project',
      resource_type: 'projects',
      details: { reason: null, deleted_by: alice.userId },
    });
    expect(audit?.before).toMatchObject({ id, project_title: 'Doomed', tdot_pm: ALICE });
  });

  it('keeps the reason a person gives', async () => {
    const id = await projectOf(ALICE);
    expect((await remove(`/api/projects/${id}`, admin, { reason: ' Entered twice ' })).statusCode).toBe(200);
    expect((await auditOf(id))[0]?.details).toEqual({ reason: 'Entered twice', deleted_by: admin.userId });
  });

  it("answers a PM deleting or force deleting another PM's project as not found, naming no owner", async () => {
    const bobs = await projectOf(BOB);
    for (const url of [`/api/projects/${bobs}`, `/api/projects/${bobs}/force-delete`]) {
      const response = await remove(url, alice, { reason: 'Because' });
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 404,
        body: { error: `Project with ID ${bobs} not found` },
      });
      expect(response.body).not.toContain(BOB);
    }
    expect(await exists(bobs)).toBe(true);
  });

  it('refuses a PM without the flag and a viewer', async () => {
    const own = await projectOf(ALICE);
    const cases = [
      {
        person: aliceWithoutDelete,
        id: own,
        error: 'You do not have permission to delete projects. Contact an administrator.',
      },
      {
        person: viewer,
        id: own,
        error: 'You do not have permission to delete projects. Contact an administrator.',
      },
    ];
    for (const { person, id, error } of cases) {
      const response = await remove(`/api/projects/${id}`, person);
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 403,
        body: { error },
      });
      expect(await exists(id)).toBe(true);
    }
  });

  it('lets an administrator force delete with a reason, audited as force_delete_project', async () => {
    const id = await projectOf(BOB);
    const response = await remove(`/api/projects/${id}/force-delete`, admin, {
      reason: 'Duplicate of grant 12',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, deleted: true });
    expect(await exists(id)).toBe(false);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      user_id: admin.userId,
      action: 'force_delete_project',
      resource_type: 'projects',
      resource_id: id,
      details: { reason: 'Duplicate of grant 12', deleted_by: admin.userId },
    });
  });

  it('refuses force delete to anyone but an administrator, and without a reason', async () => {
    const id = await projectOf(ALICE);
    for (const person of [alice, viewer]) {
      const response = await remove(`/api/projects/${id}/force-delete`, person, { reason: 'Because' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Only administrators can force delete projects' });
    }
    const noReason = await remove(`/api/projects/${id}/force-delete`, admin, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: 'reason: Please give a reason' });
    expect(await exists(id)).toBe(true);
  });

  it('answers 400 for a bad id, 404 for a missing project and 401 when signed out', async () => {
    expect((await remove('/api/projects/not-a-uuid', admin)).json()).toEqual({
      error: 'Invalid project ID format',
    });
    const missing = '3f2b8c1e-1111-4aaa-8bbb-123456789abc';
    const notFound = await remove(`/api/projects/${missing}/force-delete`, admin, { reason: 'x' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: `Project with ID ${missing} not found` });
    const id = await projectOf(ALICE);
    for (const url of [`/api/projects/${id}`, `/api/projects/${id}/force-delete`]) {
      const response = await remove(url, null, { reason: 'x' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Not authenticated' });
    }
  });
});
