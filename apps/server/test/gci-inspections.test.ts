import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  correctiveActionStatusOn,
  inspectionDetailSchema,
  inspectionListSchema,
  todayInNewYork,
  addDaysIso,
  type CorrectiveActionStatus,
} from '@bil/domain';
import { sql } from 'kysely';
import { overdueActionSql } from '../src/modules/gci/gci-inspections.repository';
import { ALICE, BOB, insertGciFixture } from './gci.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('GC&I inspections, discrepancies and corrective actions', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let flaggedViewer: SignedInUser;
  let inspectionId: string;
  const today = todayInNewYork(new Date());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    user?: SignedInUser,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const counts = async () => {
    const row = await sql<{ inspections: number; discrepancies: number; audits: number }>`
      select (select count(*)::int from gci_inspections) as inspections,
        (select count(*)::int from gci_discrepancies) as discrepancies,
        (select count(*)::int from audit_logs) as audits`.execute(server.ctx.db);
    return row.rows[0];
  };

  beforeAll(async () => {
    server = await buildTestServer();
    await insertGciFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    flaggedViewer = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_gci: true })
      .where('user_id', '=', flaggedViewer.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('records an inspection, audited, and a discrepancy whose plan falls due 60 days later', async () => {
    const created = await call('POST', '/api/gci/inspections', admin, {
      airport_code: 'aaa',
      inspection_date: '2023-01-10',
      inspector: 'Pat Inspector',
    });
    expect(created.statusCode).toBe(201);
    const detail = inspectionDetailSchema.parse(created.json());
    inspectionId = detail.inspection.id;
    expect(detail.inspection).toMatchObject({
      airport_code: 'AAA',
      airportNextDue: '2026-01-10',
      isLatest: true,
    });
    expect(detail.history[0]?.summary).toBe('Inspection AAA 2023-01-10 recorded');

    const withDiscrepancy = await call('POST', `/api/gci/inspections/${inspectionId}/discrepancies`, admin, {
      category: 'lighting',
      severity: 'high',
      description: 'REIL on runway 18 out',
    });
    expect(withDiscrepancy.statusCode).toBe(201);
    const [discrepancy] = inspectionDetailSchema.parse(withDiscrepancy.json()).discrepancies;
    expect(discrepancy).toMatchObject({
      plan_due_date: '2023-03-11',
      action_status: 'open',
      displayStatus: 'overdue',
      closed_at: null,
    });
  });

  it('uses the airport plan days and cycle once set', async () => {
    const settings = await call('PUT', '/api/gci/airports/AAA/inspection-settings', alice, {
      inspection_cycle_months: 12,
      corrective_plan_days: 30,
    });
    expect(settings.statusCode).toBe(200);
    const added = await call('POST', `/api/gci/inspections/${inspectionId}/discrepancies`, alice, {
      category: 'signs',
      severity: 'low',
      description: 'Faded hold sign',
      target_date: addDaysIso(today, 30),
    });
    const detail = inspectionDetailSchema.parse(added.json());
    expect(detail.inspection.airportNextDue).toBe('2024-01-10');
    expect(detail.inspection.airportDueState).toBe('overdue');
    expect(detail.discrepancies[1]).toMatchObject({ plan_due_date: '2023-02-09', displayStatus: 'open' });
    expect(
      (await call('PUT', '/api/gci/airports/CCC/inspection-settings', alice, settings.json())).statusCode,
    ).toBe(404);
    const refused = await call('PUT', '/api/gci/airports/AAA/inspection-settings', admin, {
      inspection_cycle_months: 0,
      corrective_plan_days: 30,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(/Inspection cycle/);
  });

  it('moves a corrective action from open to closed, recording who closed it and when', async () => {
    const detail = inspectionDetailSchema.parse(
      (await call('GET', `/api/gci/inspections/${inspectionId}`, alice)).json(),
    );
    const id = detail.discrepancies[0]?.id ?? '';
    const progress = await call('PATCH', `/api/gci/inspections/${inspectionId}/discrepancies/${id}`, alice, {
      action_status: 'in_progress',
      target_date: addDaysIso(today, 10),
    });
    expect(inspectionDetailSchema.parse(progress.json()).discrepancies[0]?.displayStatus).toBe('in_progress');
    const closed = await call('PATCH', `/api/gci/inspections/${inspectionId}/discrepancies/${id}`, alice, {
      action_status: 'closed',
    });
    const after = inspectionDetailSchema.parse(closed.json());
    expect(after.discrepancies[0]).toMatchObject({ action_status: 'closed', displayStatus: 'closed' });
    expect(after.discrepancies[0]?.closed_by).toMatch(/@/);
    expect(after.discrepancies[0]?.closed_at).not.toBeNull();
    expect(after.history.some((entry) => entry.summary === 'Corrective action lighting closed')).toBe(true);
    const reopened = await call('PATCH', `/api/gci/inspections/${inspectionId}/discrepancies/${id}`, admin, {
      action_status: 'open',
    });
    expect(inspectionDetailSchema.parse(reopened.json()).discrepancies[0]).toMatchObject({
      closed_at: null,
      closed_by: null,
    });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await counts();
    const future = await call('POST', '/api/gci/inspections', admin, {
      airport_code: 'AAA',
      inspection_date: addDaysIso(today, 2),
      inspector: 'X',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ error: string }>().error).toBe('Inspection date cannot be in the future');
    const target = await call('POST', `/api/gci/inspections/${inspectionId}/discrepancies`, admin, {
      category: 'fencing',
      severity: 'medium',
      description: 'Gap',
      target_date: '2022-12-31',
    });
    expect(target.statusCode).toBe(400);
    expect(target.json<{ error: string }>().error).toBe(
      'Target date must be on or after the inspection date',
    );
    const category = await call('POST', `/api/gci/inspections/${inspectionId}/discrepancies`, admin, {
      category: 'spaceships',
      severity: 'medium',
      description: 'Gap',
    });
    expect(category.statusCode).toBe(400);
    const badDate = await call('POST', '/api/gci/inspections', admin, {
      airport_code: 'AAA',
      inspection_date: '2023-02-30',
      inspector: 'X',
    });
    expect(badDate.statusCode).toBe(400);
    const moved = await call('PATCH', `/api/gci/inspections/${inspectionId}`, admin, {
      inspection_date: '2023-06-01',
    });
    expect(moved.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('shows each person what their role allows', async () => {
    expect((await call('GET', `/api/gci/inspections/${inspectionId}`, bob)).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/api/gci/inspections', bob, {
          airport_code: 'AAA',
          inspection_date: '2024-01-01',
          inspector: 'B',
        })
      ).statusCode,
    ).toBe(404);
    const readOnly = inspectionListSchema.parse(
      (await call('GET', '/api/gci/inspections', flaggedViewer)).json(),
    );
    expect(readOnly.total).toBe(1);
    expect(readOnly.canCreate).toBe(false);
    expect(readOnly.rows[0]?.abilities.update).toBe(false);
    expect(
      (await call('PATCH', `/api/gci/inspections/${inspectionId}`, flaggedViewer, { inspector: 'Y' }))
        .statusCode,
    ).toBe(403);
    expect(inspectionListSchema.parse((await call('GET', '/api/gci/inspections', bob)).json()).total).toBe(0);
  });

  it('filters, sorts and counts overdue actions the way the domain rule does', async () => {
    const bobs = await call('POST', '/api/gci/inspections', bob, {
      airport_code: 'CCC',
      inspection_date: addDaysIso(today, -10),
      inspector: 'Quinn',
    });
    const bobsId = inspectionDetailSchema.parse(bobs.json()).inspection.id;
    await call('POST', `/api/gci/inspections/${bobsId}/discrepancies`, bob, {
      category: 'wildlife',
      severity: 'critical',
      description: 'Deer fence breach',
    });
    const aaa = inspectionDetailSchema.parse(
      (await call('GET', `/api/gci/inspections/${inspectionId}`, admin)).json(),
    );
    const late = await call(
      'PATCH',
      `/api/gci/inspections/${inspectionId}/discrepancies/${aaa.discrepancies[0]?.id ?? ''}`,
      admin,
      { target_date: '2023-06-01' },
    );
    expect(inspectionDetailSchema.parse(late.json()).discrepancies[0]?.displayStatus).toBe('overdue');
    const list = async (query: string) =>
      inspectionListSchema.parse((await call('GET', `/api/gci/inspections?${query}`, admin)).json());
    const overdue = await list('show=overdue_actions');
    expect(overdue.rows.map((row) => row.airport_code)).toEqual(['AAA']);
    expect(overdue.counts).toMatchObject({ overdueActions: 1, openActions: 3, overdueInspections: 1 });
    expect((await list('show=inspection_overdue')).rows.map((row) => row.airport_code)).toEqual(['AAA']);
    expect((await list('q=quinn')).rows.map((row) => row.airport_code)).toEqual(['CCC']);
    expect((await list('category=wildlife')).total).toBe(1);
    expect((await list('sort=inspection_date&dir=asc')).rows.map((row) => row.airport_code)).toEqual([
      'AAA',
      'CCC',
    ]);

    // SQL and domain agree, on the stored rows and on edge days.
    const rows = await server.ctx.db.selectFrom('gci_discrepancies').selectAll().execute();
    for (const day of [today, '2023-03-11', '2023-03-12', addDaysIso(today, 60), addDaysIso(today, 11)]) {
      const inSql = await sql<{ id: string }>`select d.id from gci_discrepancies d
        where ${overdueActionSql(day)} order by d.id`.execute(server.ctx.db);
      const inDomain = rows
        .filter(
          (row) =>
            correctiveActionStatusOn(
              { ...row, action_status: row.action_status as CorrectiveActionStatus },
              day,
            ) === 'overdue',
        )
        .map((row) => row.id)
        .sort();
      expect(inSql.rows.map((row) => row.id)).toEqual(inDomain);
    }
  });

  it('deletes an inspection with its discrepancies, audited', async () => {
    const response = await call('DELETE', `/api/gci/inspections/${inspectionId}`, alice);
    expect(response.statusCode).toBe(204);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'delete_gci_inspection')
      .executeTakeFirstOrThrow();
    expect((audit.before as { discrepancies: unknown[] }).discrepancies).toHaveLength(2);
    expect(
      await server.ctx.db
        .selectFrom('gci_discrepancies')
        .selectAll()
        .where('inspection_id', '=', inspectionId)
        .execute(),
    ).toHaveLength(0);
  });
});
