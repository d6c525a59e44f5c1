import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  complianceDetailSchema,
  complianceListSchema,
  complianceStatusOn,
  todayInNewYork,
} from '@bil/domain';
import { sql } from 'kysely';
import { complianceStatusSql } from '../src/modules/gci/gci-compliance.repository';
import { ALICE, BOB, insertGciFixture } from './gci.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('GC&I sponsor compliance', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let itemId: string;
  const today = todayInNewYork(new Date());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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
  const counts = async () =>
    (
      await sql<{ items: number; findings: number; audits: number }>`
      select (select count(*)::int from gci_compliance_items) as items,
        (select count(*)::int from gci_compliance_findings) as findings,
        (select count(*)::int from audit_logs) as audits`.execute(server.ctx.db)
    ).rows[0];

  beforeAll(async () => {
    server = await buildTestServer();
    await insertGciFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
  });
  afterAll(async () => {
    await server.close();
  });

  it('adds obligations, audited, with their status from the due date', async () => {
    const created = await call('POST', '/api/gci/compliance', alice, {
      airport_code: 'AAA',
      obligation: 'certificate_of_insurance',
      frequency_months: 12,
      due_date: addDaysIso(today, 10),
    });
    expect(created.statusCode).toBe(201);
    const detail = complianceDetailSchema.parse(created.json());
    itemId = detail.item.id;
    expect(detail.item.status).toBe('due_soon');
    expect(detail.history[0]?.summary).toBe('Obligation Certificate of insurance AAA added');
    await call('POST', '/api/gci/compliance', admin, {
      airport_code: 'BBB',
      obligation: 'alp_update',
      frequency_months: 60,
      due_date: addDaysIso(today, -3),
    });
    await call('POST', '/api/gci/compliance', bob, {
      airport_code: 'CCC',
      obligation: 'annual_financial_report',
      frequency_months: 12,
      due_date: addDaysIso(today, 200),
    });
    expect(
      (
        await call('POST', '/api/gci/compliance', bob, {
          airport_code: 'AAA',
          obligation: 'exhibit_a',
          frequency_months: 60,
          due_date: today,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('records a finding and its resolution; the item shows finding until resolved', async () => {
    const found = await call('POST', `/api/gci/compliance/${itemId}/findings`, alice, {
      found_date: today,
      description: 'Coverage below minimum',
    });
    expect(found.statusCode).toBe(201);
    const detail = complianceDetailSchema.parse(found.json());
    expect(detail.item).toMatchObject({ status: 'finding', open_findings: 1 });
    const list = complianceListSchema.parse((await call('GET', '/api/gci/compliance', admin)).json());
    expect(list.airports.find((airport) => airport.airport_code === 'AAA')?.status).toBe('finding_open');
    expect(list.airports.find((airport) => airport.airport_code === 'BBB')?.status).toBe('attention');
    expect(list.airports.find((airport) => airport.airport_code === 'CCC')?.status).toBe('current');
    expect(list.counts).toEqual({ current: 1, due_soon: 0, overdue: 1, finding: 1 });
    expect(list.calendar.map((row) => row.airport_code)).toEqual(['BBB', 'AAA']);

    const resolved = await call(
      'PATCH',
      `/api/gci/compliance/${itemId}/findings/${detail.findings[0]?.id ?? ''}`,
      alice,
      { resolution: 'New certificate received', resolved_date: today },
    );
    expect(complianceDetailSchema.parse(resolved.json()).item).toMatchObject({
      status: 'due_soon',
      open_findings: 0,
    });
  });

  it('rolls the due date on when an obligation is completed', async () => {
    const done = await call('POST', `/api/gci/compliance/${itemId}/complete`, alice, {
      completed_date: today,
    });
    const detail = complianceDetailSchema.parse(done.json());
    expect(detail.item.last_completed_date).toBe(today);
    expect(detail.item.due_date > addDaysIso(today, 300)).toBe(true);
    expect(detail.item.status).toBe('current');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await counts();
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', `/api/gci/compliance/${itemId}/complete`, { completed_date: addDaysIso(today, 5) }, /future/],
      [
        'POST',
        `/api/gci/compliance/${itemId}/findings`,
        { found_date: today, description: 'x', resolution: 'y', resolved_date: addDaysIso(today, -5) },
        /Resolved date/,
      ],
      [
        'POST',
        '/api/gci/compliance',
        {
          airport_code: 'AAA',
          obligation: 'exhibit_a',
          frequency_months: 12,
          due_date: '2026-01-01',
          last_completed_date: '2026-02-01',
        },
        /Last completed/,
      ],
      [
        'POST',
        '/api/gci/compliance',
        { airport_code: 'AAA', obligation: 'exhibit_a', frequency_months: -1, due_date: '2026-01-01' },
        /Frequency/,
      ],
      [
        'POST',
        '/api/gci/compliance',
        { airport_code: 'AAA', obligation: 'nope', frequency_months: 12, due_date: '2026-01-01' },
        /Obligation/,
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await call(method as 'POST', url, admin, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps the status rule in SQL and in the domain the same on edge days', async () => {
    const rows = await server.ctx.db.selectFrom('gci_compliance_items').selectAll().execute();
    for (const day of [
      today,
      addDaysIso(today, -4),
      addDaysIso(today, 170),
      addDaysIso(today, 171),
      addDaysIso(today, 400),
    ]) {
      const inSql = await sql<{ id: string; status: string }>`
        select c.id, ${complianceStatusSql(day)} as status from gci_compliance_items c`.execute(
        server.ctx.db,
      );
      for (const row of rows) {
        expect(inSql.rows.find((item) => item.id === row.id)?.status, day).toBe(complianceStatusOn(row, day));
      }
    }
  });

  it('deletes an obligation with its findings, audited', async () => {
    expect((await call('DELETE', `/api/gci/compliance/${itemId}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/gci/compliance/${itemId}`, alice)).statusCode).toBe(204);
    expect(await server.ctx.db.selectFrom('gci_compliance_findings').selectAll().execute()).toHaveLength(0);
  });
});
