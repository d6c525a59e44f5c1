import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('DELETE /api/grants/:grantNumber', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;

  const deleteGrant = (
    grant: string,
    user: SignedInUser | null,
    payload: unknown = { reason: 'Withdrawn by FAA' },
  ) =>
    server.app.inject({
      method: 'DELETE',
      url: `/api/grants/${encodeURIComponent(grant)}`,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      payload: payload as object,
    });
  const grantsLeft = async () =>
    (await server.ctx.db.selectFrom('projects').select('grant_number').orderBy('grant_number').execute()).map(
      (row) => row.grant_number,
    );

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha', city: 'Alpha', tdot_pm: 'Test PM' },
    ]);
    await insertProjects(server.ctx.db, [
      { airport_code: 'AAA', grant_number: '12', tdot_pm: 'Test PM' },
      { airport_code: 'AAA', grant_number: ' 12 ', tdot_pm: 'Other PM' },
      { airport_code: 'AAA', grant_number: '12', tdot_pm: null },
      { airport_code: 'AAA', grant_number: '13', tdot_pm: 'Test PM' },
    ]);
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: 'Test PM' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses everyone but an administrator', async () => {
    const signedOut = await deleteGrant('12', null);
    expect(signedOut.statusCode).toBe(401);
    const asPm = await deleteGrant('12', pm);
    expect(asPm.statusCode).toBe(403);
    expect(asPm.json()).toEqual({ error: 'Permission denied' });
    expect(await grantsLeft()).toHaveLength(4);
  });

  it('needs a reason', async () => {
    const response = await deleteGrant('12', admin, {});
    expect(response.statusCode).toBe(400);
    expect(await grantsLeft()).toHaveLength(4);
  });

  it('deletes every project of the grant in one transaction with one audit row', async () => {
    const response = await deleteGrant('12', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ grant_number: '12', deleted_count: 3 });
    expect(await grantsLeft()).toEqual(['13']);
    const audits = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_type', '=', 'grants')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      user_id: admin.userId,
      action: 'delete_grant',
      resource_id: '12',
      details: { reason: 'Withdrawn by FAA', deleted_by: admin.userId, deleted_count: 3 },
    });
    expect((audits[0]?.before as { projects: unknown[] }).projects).toHaveLength(3);
  });

  it("answers 404 'No projects were found for this grant.' when there is nothing to delete", async () => {
    const response = await deleteGrant('12', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No projects were found for this grant.' });
  });

  it('rolls the deletion back when its audit row cannot be written', async () => {
    // A trigger makes the audit insert fail inside the transaction: the projects must survive.
    await sql`create function refuse_grant_audit() returns trigger language plpgsql as $$
      begin if new.resource_type = 'grants' then raise exception 'audit refused'; end if; return new; end $$`.execute(
      server.ctx.db,
    );
    await sql`create trigger refuse_grant_audit before insert on audit_logs for each row execute function refuse_grant_audit()`.execute(
      server.ctx.db,
    );
    const response = await deleteGrant('13', admin);
    expect(response.statusCode).toBe(500);
    expect(await grantsLeft()).toEqual(['13']);
    await sql`drop trigger refuse_grant_audit on audit_logs`.execute(server.ctx.db);
  });
});
