import type { DbeAnalyticsAnswer, DbeContractSummaries, DbeReportAnswer } from '@bil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIXTURE } from '../../../packages/domain/src/dbe/uniform-report.fixture';
import { insertReportFixture } from './dbe.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

describe('DBE analytics and contract summaries', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;
  let otherPm: SignedInUser;
  let viewer: SignedInUser;
  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    server = await buildTestServer();
    await insertReportFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: 'Alice Able' });
    otherPm = await signInAs(server.app, 'pm', { tdotPm: 'Bob Baker' });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it("counts a year's DBE commitments as the Uniform Report's Section A does", async () => {
    const response = await get('/api/dbe/analytics', pm);
    expect(response.statusCode).toBe(200);
    const analytics = response.json<DbeAnalyticsAnswer>();
    const report = (await get('/api/dbe/reports/2025', admin)).json<DbeReportAnswer>().report;
    const fy2025 = analytics.byFiscalYear.find((row) => row.fiscalYear === 2025);
    // Section A: DBE $342,000 = $152,000 conscious + $190,000 neutral (the DBE prime's own work); the share is
    // Section A's total percentage, the same figure on both screens.
    expect(fy2025).toMatchObject({
      federalShare: report.sectionA.primes.totalDollars,
      dbeCommitted: report.sectionA.total.dbeDollars,
      consciousCommitted: report.sectionA.total.consciousDollars,
      neutralCommitted: report.sectionA.total.neutralDollars,
      commitmentPct: report.sectionA.total.dbePercent,
    });
    expect(analytics.byAirport.map((row) => [row.label, row.contracts])).toEqual([
      // C3 has no federal share: it is in no DBE figure.
      ['RPT', REPORT_FIXTURE.contracts.filter((contract) => contract.federalShare).length],
    ]);
    expect(analytics.byPm.map((row) => row.label)).toEqual(['Alice Able']);
    expect(analytics.byFirm[0]?.dbeCommitted).toBeGreaterThan(0);
    expect(analytics.overTime.at(-1)?.cumulativeCommitted).toBe(
      analytics.byFirm.reduce((sum, row) => sum + row.dbeCommitted, 0),
    );
  });

  it('answers analytics to those with the flag only', async () => {
    expect((await get('/api/dbe/analytics')).statusCode).toBe(401);
    expect((await get('/api/dbe/analytics', viewer)).statusCode).toBe(403);
    expect((await get('/api/dbe/analytics', admin)).statusCode).toBe(200);
  });

  it("lists an airport's or a project's DBE contracts in brief, within the caller's airports", async () => {
    const byAirport = await get('/api/dbe/contract-summaries?airportCode=rpt', pm);
    expect(byAirport.statusCode).toBe(200);
    const contracts = byAirport.json<DbeContractSummaries>().contracts;
    expect(contracts.map((row) => row.contractNumber).sort()).toEqual(
      REPORT_FIXTURE.contracts.map((row) => row.id).sort(),
    );
    const c1 = contracts.find((row) => row.contractNumber === 'C1');
    expect(c1).toMatchObject({ federalShare: 1_000_000, goalPct: 10, status: 'completed' });

    const byProject = await get(`/api/dbe/contract-summaries?projectId=${c1?.projectId ?? ''}`, pm);
    expect(byProject.json<DbeContractSummaries>().contracts.map((row) => row.contractNumber)).toEqual(['C1']);
    // Another PM's airport: nothing, not an error.
    const other = await get('/api/dbe/contract-summaries?airportCode=RPT', otherPm);
    expect(other.json<DbeContractSummaries>().contracts).toEqual([]);
  });

  it('refuses a missing or double filter and bad codes (400), and callers without the flag', async () => {
    expect((await get('/api/dbe/contract-summaries', pm)).statusCode).toBe(400);
    const both = await get('/api/dbe/contract-summaries?airportCode=RPT&projectId=x', pm);
    expect(both.statusCode).toBe(400);
    expect((await get('/api/dbe/contract-summaries?airportCode=R%20P', pm)).statusCode).toBe(400);
    expect((await get('/api/dbe/contract-summaries?airportCode=RPT')).statusCode).toBe(401);
    expect((await get('/api/dbe/contract-summaries?airportCode=RPT', viewer)).statusCode).toBe(403);
  });
});
