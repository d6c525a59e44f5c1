import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateReportRecords, type AwardGroup, type DbeReportAnswer } from '@bil/domain';
import { aggregateReport } from '../src/modules/dbe/dbe-report.repository';
import { REPORT_FIXTURE } from '../../../packages/domain/src/dbe/uniform-report.fixture';
import { insertReportFixture } from './dbe.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const sortGroups = (groups: AwardGroup[]) =>
  [...groups].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('DBE Uniform Report', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;
  let viewer: SignedInUser;

  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  const submit = (year: number, payload: unknown, user?: SignedInUser) =>
    server.app.inject({
      method: 'POST',
      url: `/api/dbe/reports/${year}/submissions`,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    server = await buildTestServer();
    await insertReportFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: 'Alice Able' });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([2025, 2026])('sums FY%i in SQL exactly as the domain sums the records', async (year) => {
    const sql = await aggregateReport(server.ctx.db, year);
    const reference = aggregateReportRecords(year, REPORT_FIXTURE);
    expect(sortGroups(sql.primes)).toEqual(sortGroups(reference.primes));
    expect(sortGroups(sql.subcontracts)).toEqual(sortGroups(reference.subcontracts));
    expect(sql.payments).toEqual(reference.payments);
    expect(sql.completed).toEqual(reference.completed);
  });

  it('answers the FY2025 report with the hand-worked figures and three failing cross-checks', async () => {
    // Hand-worked in packages/domain/src/dbe/uniform-report.test.ts.
    const response = await get('/api/dbe/reports/2025', pm);
    expect(response.statusCode).toBe(200);
    const body = response.json<DbeReportAnswer>();
    expect(body.report.formVersion.id).toBe('part26-2014');
    expect(body.report.sectionA.total).toMatchObject({
      totalDollars: 1_570_000,
      dbeDollars: 342_000,
      dbePercent: 21.78,
    });
    expect(body.report.sectionB.total).toEqual({ dollars: 342_000, count: 5 });
    expect(body.report.sectionC).toMatchObject({ paidDollars: 1_050_000, dbePaidDollars: 179_500 });
    expect(body.report.sectionD).toMatchObject({ neededDollars: 100_000, attainedTotalDollars: 132_000 });
    expect(body.report.items.grantNumbers).toEqual([
      '3-47-0001-001-2025',
      '3-47-0002-002-2025',
      '3-47-0003-001-2024',
    ]);
    expect(body.crossChecks.map((check) => [check.id, check.passed, check.items])).toEqual([
      ['section_b_matches_a', true, []],
      ['payments_within_commitments', false, ['C3: Firm F2 paid $6,000.00 of $5,000.00 committed']],
      ['federal_share_present', false, ['C3 (Contract C3)']],
      ['dbe_certified_at_commitment', false, ['C2: Firm F6 committed 03/01/2025']],
      ['dbe_excluded_by_hand', true, []],
    ]);
    expect(body.canSubmit).toBe(false);
    expect(body.versions).toEqual([]);
  });

  it('uses the interim final rule form for FY2026', async () => {
    const body = (await get('/api/dbe/reports/2026', admin)).json<DbeReportAnswer>();
    expect(body.report.formVersion.consciousLabel).toBe('DBE-conscious');
    expect(body.report.sectionB.rows).toHaveLength(1);
    expect(body.report.sectionA.total).toMatchObject({ totalDollars: 558_001, dbeDollars: 18_000 });
    expect(body.crossChecks.map((check) => [check.id, check.passed, check.items])).toEqual([
      ['section_b_matches_a', true, []],
      ['payments_within_commitments', false, ['C4: Firm F10 paid $13,000.00 of $12,000.00 committed']],
      ['federal_share_present', true, []],
      [
        'dbe_certified_at_commitment',
        false,
        ['C4: Firm F2 committed 11/01/2025 (under re-evaluation)', 'C4: Firm F9 committed 11/15/2025'],
      ],
      [
        'dbe_excluded_by_hand',
        true,
        ['C4: Firm F3 committed 03/01/2026, reason: Work outside its certified NAICS codes'],
      ],
    ]);
    expect(body.canSubmit).toBe(true);
  });

  it('refuses the signed out (401), a viewer without the flag (403) and bad years (400)', async () => {
    expect((await get('/api/dbe/reports/2025')).statusCode).toBe(401);
    expect((await get('/api/dbe/reports/2025', viewer)).statusCode).toBe(403);
    expect((await get('/api/dbe/reports/1999', admin)).statusCode).toBe(400);
    expect((await get('/api/dbe/reports/20x5', admin)).statusCode).toBe(400);
  });

  it('submits a locked version; an amendment needs a reason and becomes version 2; audited', async () => {
    expect((await submit(2025, {}, pm)).statusCode).toBe(403);
    expect((await submit(2025, {}, viewer)).statusCode).toBe(403);
    expect((await submit(2025, {})).statusCode).toBe(401);
    const first = await submit(2025, {}, admin);
    expect(first.statusCode).toBe(201);
    expect(first.json<DbeReportAnswer>().versions).toMatchObject([{ version: 1, submittedBy: admin.email }]);

    const noReason = await submit(2025, {}, admin);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ error: 'Say why the submitted report is amended' });
    expect((await submit(2025, { reason: 'a\u0000b' }, admin)).statusCode).toBe(400);

    // A record changes after submission: version 1 keeps its figures; version 2 has the new ones.
    await server.ctx.db
      .updateTable('dbe_contracts')
      .set({ federal_share: 10_000 })
      .where('contract_number', '=', 'C3')
      .execute();
    const second = await submit(2025, { reason: 'Federal share of C3 recorded' }, admin);
    expect(second.statusCode).toBe(201);
    const v1 = (await get('/api/dbe/reports/2025/versions/1', pm)).json<{
      crossChecks: { passed: boolean }[];
    }>();
    const v2 = (await get('/api/dbe/reports/2025/versions/2', pm)).json<{
      reason: string;
      crossChecks: { passed: boolean }[];
    }>();
    expect(v1.crossChecks[2]?.passed).toBe(false);
    expect(v2.crossChecks[2]?.passed).toBe(true);
    expect(v2.reason).toBe('Federal share of C3 recorded');
    expect((await get('/api/dbe/reports/2025/versions/3', pm)).statusCode).toBe(404);

    const audits = await server.ctx.db
      .selectFrom('audit_logs')
      .select(['action', 'user_id'])
      .where('resource_type', '=', 'dbe_reports')
      .orderBy('created_at')
      .execute();
    expect(audits).toEqual([
      { action: 'submit_dbe_report', user_id: admin.userId },
      { action: 'amend_dbe_report', user_id: admin.userId },
    ]);
  });

  it('sets an overall goal (admins only, parts must add up), shown in item 7', async () => {
    const put = (payload: unknown, user?: SignedInUser) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/dbe/goals/2026',
        headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
        payload: payload as Record<string, unknown>,
      });
    expect((await put({ overallPct: 10, consciousPct: 6, neutralPct: 4 }, pm)).statusCode).toBe(403);
    expect((await put({ overallPct: 10, consciousPct: 6, neutralPct: 3 }, admin)).statusCode).toBe(400);
    expect((await put({ overallPct: -1, consciousPct: 0, neutralPct: -1 }, admin)).statusCode).toBe(400);
    const ok = await put({ overallPct: 10, consciousPct: 6, neutralPct: 4 }, admin);
    expect(ok.statusCode).toBe(200);
    const report = (await get('/api/dbe/reports/2026', pm)).json<DbeReportAnswer>();
    expect(report.report.items.overallGoal).toEqual({ overallPct: 10, consciousPct: 6, neutralPct: 4 });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'set_dbe_goal')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ overall_pct: 10 });
    expect((await get('/api/dbe/goals', viewer)).statusCode).toBe(403);
  });
});
