import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITMENT_OVERRIDE_REASON_REQUIRED, type DbeContract, type DbeReportAnswer } from '@bil/domain';
import { ALICE, insertDbeProjects, insertFirmRow } from './dbe.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * The manual "Counts as DBE" switch is an override that carries a reason (issue 30): switched off on a firm that
 * is a certified DBE on the commitment day it needs one, which is stored (migration 0037), audited and shown on
 * the Uniform Report's cross-check; off on a firm that is not certified is no override and needs none.
 */
describe('a DBE commitment taken out by hand carries its reason', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let contract: DbeContract;
  let certified: string;
  let notDbe: string;

  const post = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url, headers: { ...sameOrigin, cookie: alice.cookie }, payload });
  const commit = (payload: Record<string, unknown>) =>
    post(`/api/dbe/contracts/${contract.id}/commitments`, {
      kind: 'subcontractor',
      amount: 40_000,
      commitmentDate: '2024-11-20',
      ...payload,
    });
  const commitmentRows = () =>
    server.ctx.db
      .selectFrom('dbe_commitments')
      .select(['firm_id', 'counts_as_dbe', 'override_reason', 'counted_amount'])
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    server = await buildTestServer();
    const projects = await insertDbeProjects(server.ctx.db);
    const prime = await insertFirmRow(server.ctx.db, 'Prime Paving', 'not_dbe');
    certified = await insertFirmRow(server.ctx.db, 'Delta Electric');
    notDbe = await insertFirmRow(server.ctx.db, 'Ridge Supply', 'not_dbe');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    const created = await post('/api/dbe/contracts', {
      projectId: projects.alice,
      contractNumber: 'AAA-2025-07',
      title: 'Apron lighting',
      primeFirmId: prime,
      awardDate: '2024-11-15',
      federalShare: 500_000,
      goalPct: 10,
      goalDriven: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    contract = created.json<DbeContract>();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses to take a certified DBE out without a reason, in the form words, changing nothing', async () => {
    for (const overrideReason of [undefined, null, '', '   ']) {
      const refused = await commit({ firmId: certified, countsAsDbe: false, overrideReason });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ error: COMMITMENT_OVERRIDE_REASON_REQUIRED });
    }
    expect(COMMITMENT_OVERRIDE_REASON_REQUIRED).toBe(
      'Reason for not counting is required: the firm is a certified DBE on the commitment day',
    );
    expect(await commitmentRows()).toEqual([]);
  });

  it('stores, shows and audits the reason; the commitment counts $0', async () => {
    const saved = await commit({
      firmId: certified,
      countsAsDbe: false,
      overrideReason: '  Work outside its certified NAICS codes ',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const commitment = saved.json<DbeContract>().commitments[0];
    expect(commitment).toMatchObject({
      countsAsDbe: false,
      overrideReason: 'Work outside its certified NAICS codes',
      counts: false,
      countReason: 'excluded_by_hand',
      countedAmount: 0,
    });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .select(['after'])
      .where('action', '=', 'create_dbe_commitment')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({
      counts_as_dbe: false,
      override_reason: 'Work outside its certified NAICS codes',
    });
  });

  it('needs no reason for a firm that is not a DBE, and keeps none when the switch is on', async () => {
    const plain = await commit({ firmId: notDbe, countsAsDbe: false });
    expect(plain.statusCode, plain.body).toBe(201);
    const on = await commit({
      firmId: certified,
      countsAsDbe: true,
      overrideReason: 'ignored with the switch on',
    });
    expect(on.statusCode, on.body).toBe(201);
    const rows = await commitmentRows();
    expect(
      rows.map((row) => [row.firm_id, row.counts_as_dbe, row.override_reason, row.counted_amount]),
    ).toEqual([
      [certified, false, 'Work outside its certified NAICS codes', 0],
      [notDbe, false, null, 0],
      [certified, true, null, 40_000],
    ]);
  });

  it("lists the override with its reason on the report's cross-check (FY2025)", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/dbe/reports/2025',
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const check = response.json<DbeReportAnswer>().crossChecks.find((c) => c.id === 'dbe_excluded_by_hand');
    expect(check).toMatchObject({
      passed: true,
      items: [
        'AAA-2025-07: Delta Electric committed 11/20/2024, reason: Work outside its certified NAICS codes',
      ],
    });
    // Counted by hand: only the third commitment ($40,000 subcontract, certified) is DBE; total $500,000 prime
    // + $120,000 subcontracts = $620,000; 40,000 / 620,000 = 6.45%.
    expect(response.json<DbeReportAnswer>().report.sectionA.total).toMatchObject({
      totalDollars: 620_000,
      dbeDollars: 40_000,
      dbePercent: 6.45,
    });
  });
});
