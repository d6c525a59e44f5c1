import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFieldChange, type AuditLogEntry, type ProjectHistoryPage } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports } from './support/project-factory';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const ALICE = 'Alice Able';
const BOB = 'Bob Baker';

describe('project history and the audit viewer in words', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let viewer: SignedInUser;
  let projectId: string;

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const historyOf = async (user: SignedInUser, query = '') =>
    (await call(user, 'GET', `/api/projects/${projectId}/history${query}`)).json<ProjectHistoryPage>();

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
    ]);
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE, displayName: 'Alice Able' });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    viewer = await signInAs(server.app, 'viewer');
    const created = await call(alice, 'POST', '/api/projects', {
      airport_code: 'AAA',
      project_title: 'Rehabilitate apron',
      upin: 'U-77',
      status: 'pending',
      bil_aig_amount: 1000,
    });
    projectId = created.json<{ id: string }>().id;
    await call(admin, 'PATCH', `/api/projects/${projectId}`, {
      version: 1,
      changes: { award_date: '2025-03-01', bil_aig_amount: 1250.5, status: 'pending sub-award' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists who changed what and when, newest first, field by field in words', async () => {
    const page = await historyOf(viewer);
    expect(page.total).toBe(2);
    const [change, creation] = page.data;
    expect(change).toMatchObject({
      actorName: 'Ada Admin',
      action: 'update_project',
      actionLabel: 'Changed project',
    });
    expect(change?.changes.map(formatFieldChange)).toEqual([
      'Status: Pending -> Pending Sub-Award',
      'Award date: empty -> 03/01/2025',
      'BIL AIG amount: $1,000 -> $1,250.50',
      // Created without a total, it was worked out as BIL + state + local and follows its parts (issue 30).
      'Total amount: $1,000 -> $1,250.50',
    ]);
    expect(creation).toMatchObject({ actorName: 'Alice Able', actionLabel: 'Created project' });
    expect(creation?.changes.map(formatFieldChange)).toContain('Project title: empty -> Rehabilitate apron');
    // Only what a person set: no ids, versions or timestamps.
    expect(creation?.changes.map((line) => line.field)).not.toContain('version');
    expect(JSON.stringify(page)).not.toContain('"before"');
  });

  it('pages', async () => {
    const second = await historyOf(alice, '?page=2&limit=1');
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1, totalPages: 2 });
    expect(second.data.map((entry) => entry.actionLabel)).toEqual(['Created project']);
    expect((await call(alice, 'GET', `/api/projects/${projectId}/history?limit=0`)).statusCode).toBe(400);
  });

  it('follows the project policy: another PM and strangers get nothing, a bad id is 400', async () => {
    expect((await call(bob, 'GET', `/api/projects/${projectId}/history`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/projects/${projectId}/history`)).statusCode).toBe(401);
    const missing = await call(admin, 'GET', '/api/projects/00000000-0000-4000-8000-00000000abcd/history');
    expect(missing.statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/projects/not-an-id/history')).statusCode).toBe(400);
  });

  it('gives the admin audit viewer record names, people and plain actions', async () => {
    const response = await call(admin, 'GET', '/api/admin/audit-logs?resourceType=projects');
    const entries = response.json<{ data: AuditLogEntry[] }>().data;
    expect(entries[0]).toMatchObject({
      actorName: 'Ada Admin',
      actionLabel: 'Changed project',
      resourceLabel: 'Project',
      recordName: 'Rehabilitate apron (UPIN U-77)',
      action: 'update_project',
    });
    expect(entries[0]?.changes.map(formatFieldChange)).toContain('Award date: empty -> 03/01/2025');
    expect(entries[0]?.after).toMatchObject({ award_date: '2025-03-01' }); // the raw values stay

    // A deleted project keeps its name in the viewer, from the rows that held it whole.
    const gone = await call(alice, 'POST', '/api/projects', {
      airport_code: 'AAA',
      project_title: 'Short-lived',
      upin: 'U-1',
    });
    const goneId = gone.json<{ id: string; version: number }>().id;
    await call(admin, 'PATCH', `/api/projects/${goneId}`, { version: 1, changes: { comments: 'Soon gone' } });
    await call(admin, 'POST', `/api/projects/${goneId}/force-delete`, { reason: 'Test' });
    const afterDelete = (await call(admin, 'GET', '/api/admin/audit-logs?resourceType=projects'))
      .json<{
        data: AuditLogEntry[];
      }>()
      .data.filter((entry) => entry.resourceId === goneId);
    expect(afterDelete.map((entry) => [entry.actionLabel, entry.recordName])).toEqual([
      ['Force-deleted project', 'Short-lived (UPIN U-1)'],
      ['Changed project', 'Short-lived (UPIN U-1)'],
      ['Created project', 'Short-lived (UPIN U-1)'],
    ]);

    await call(admin, 'PATCH', '/api/airports/AAA/balances', { notes: 'Checked' });
    const airport = (await call(admin, 'GET', '/api/admin/audit-logs?action=update_airport_balances')).json<{
      data: AuditLogEntry[];
    }>().data[0];
    expect(airport).toMatchObject({
      recordName: 'AAA — Alpha Field',
      actionLabel: 'Changed airport balances',
    });
  });
});
