import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aggregateReportRecords,
  buildUniformReport,
  COMMITMENT_KINDS,
  countCommitmentCents,
  toCents,
  type AwardGroup,
  type CertificationStatus,
  type DbeAnalyticsAnswer,
  type DbeContract,
  type DbeContractList,
  type DbeContractSummaries,
  type DbeReportAnswer,
  type ReportRecords,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { aggregateReport } from '../src/modules/dbe/dbe-report.repository';
import { insertAirports, insertProjects } from './support/project-factory';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * Figures shown twice, DBE part (docs/ARCHITECTURE.md, "Figures shown twice"): every DBE figure that appears on
 * two screens, read through the API each screen uses, must be equal. Uniform Report (Annual Report) Section A
 * vs DBE Analytics per fiscal year vs the Executive Overview; Section C vs analytics' payments; the Awards &
 * Commitments contracts vs analytics (all time); the airport and project DBE cards vs analytics and the list.
 */

type Answers = {
  analytics: DbeAnalyticsAnswer;
  contracts: DbeContract[];
  reports: Map<number, DbeReportAnswer>;
};

const cents = (dollars: number) => toCents(dollars);
const sumCents = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + cents(pick(row)), 0);

/** Report vs analytics, per fiscal year: Section A total and Section C, dollars and percentages. */
function expectReportEqualsAnalytics({ analytics, reports }: Answers) {
  for (const [fiscalYear, { report }] of reports) {
    const year = analytics.byFiscalYear.find((row) => row.fiscalYear === fiscalYear);
    const a = report.sectionA.total;
    const c = report.sectionC;
    const analyticsSide = {
      fy: fiscalYear,
      totalDollars: Math.round(year?.awardedTotal ?? 0),
      dbeDollars: Math.round(year?.dbeCommitted ?? 0),
      consciousDollars: Math.round(year?.consciousCommitted ?? 0),
      neutralDollars: Math.round(year?.neutralCommitted ?? 0),
      dbePercent: year?.commitmentPct ?? null,
      paidDollars: Math.round(year?.primePaid ?? 0),
      dbePaidDollars: Math.round(year?.dbePaid ?? 0),
      paidPercent: year?.paymentPct ?? null,
    };
    const reportSide = {
      fy: fiscalYear,
      totalDollars: a.totalDollars,
      dbeDollars: a.dbeDollars,
      consciousDollars: a.consciousDollars,
      neutralDollars: a.neutralDollars,
      dbePercent: a.dbePercent,
      paidDollars: c.paidDollars,
      dbePaidDollars: c.dbePaidDollars,
      paidPercent: c.dbePercent,
    };
    expect(analyticsSide, `FY${fiscalYear}: DBE Analytics vs the Uniform Report`).toEqual(reportSide);
  }
}

/** Awards & Commitments (every contract's totals) vs analytics, all time, to the cent. */
function expectContractsEqualAnalytics({ analytics, contracts }: Answers) {
  const committed = sumCents(contracts, (contract) => contract.totals.dbeCommitted);
  const paid = sumCents(contracts, (contract) => contract.totals.dbePaid);
  expect({ committed, paid }, 'Awards & Commitments vs DBE Analytics (by firm)').toEqual({
    committed: sumCents(analytics.byFirm, (row) => row.dbeCommitted),
    paid: sumCents(analytics.byFirm, (row) => row.dbePaid),
  });
  expect(committed, 'Awards & Commitments vs DBE Analytics (by year)').toBe(
    sumCents(analytics.byFiscalYear, (row) => row.dbeCommitted),
  );
  expect(committed, 'Awards & Commitments vs DBE Analytics (by airport)').toBe(
    sumCents(analytics.byAirport, (row) => row.dbeCommitted),
  );
}

type Get = (url: string) => Promise<{ statusCode: number; json: () => unknown }>;

async function readAnswers(get: Get, years: readonly number[]): Promise<Answers> {
  const analytics = await get('/api/dbe/analytics');
  expect(analytics.statusCode).toBe(200);
  const list = await get('/api/dbe/contracts');
  expect(list.statusCode).toBe(200);
  const reports = new Map<number, DbeReportAnswer>();
  for (const year of years) {
    const response = await get(`/api/dbe/reports/${year}`);
    expect(response.statusCode).toBe(200);
    reports.set(year, response.json() as DbeReportAnswer);
  }
  const contracts = list.json() as DbeContractList;
  expect(contracts.truncated).toBe(false);
  return { analytics: analytics.json() as DbeAnalyticsAnswer, contracts: contracts.contracts, reports };
}

describe('DBE figures shown twice agree (demo data at 5,000 projects)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let answers: Answers;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  beforeAll(async () => {
    server = await buildTestServer();
    // The scale the AIG and BIL suites run at (issue 30): the DBE records hang on 5,000 projects.
    await replaceWithDemoData(server.ctx.db, generateDemoData({ projects: 5000 }));
    admin = await signInAs(server.app, 'admin');
    answers = await readAnswers(get, [2022, 2023, 2024, 2025, 2026]);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  it('has DBE figures in every demo year (the suite compares something)', () => {
    for (const [, { report }] of answers.reports) expect(report.sectionA.total.dbeDollars).toBeGreaterThan(0);
  });

  it('Uniform Report Section A and C = DBE Analytics, per fiscal year', () => {
    expectReportEqualsAnalytics(answers);
  });

  it('Executive Overview DBE attainment = the Uniform Report = DBE Analytics for its year', async () => {
    const response = await get('/api/executive');
    expect(response.statusCode).toBe(200);
    const dbe = response.json<{
      slots: {
        dbeAttainment: {
          fiscalYear: number;
          attainedPct: number | null;
          dbeDollars: number;
          totalDollars: number;
        } | null;
      };
    }>().slots.dbeAttainment;
    expect(dbe).not.toBeNull();
    if (!dbe) return;
    const report = answers.reports.get(dbe.fiscalYear)?.report.sectionA.total;
    const year = answers.analytics.byFiscalYear.find((row) => row.fiscalYear === dbe.fiscalYear);
    expect(dbe).toMatchObject({
      fiscalYear: dbe.fiscalYear,
      attainedPct: report?.dbePercent,
      dbeDollars: report?.dbeDollars,
      totalDollars: report?.totalDollars,
    });
    expect(year?.commitmentPct).toBe(dbe.attainedPct);
  });

  it('Awards & Commitments = DBE Analytics (committed and paid, all time)', () => {
    expectContractsEqualAnalytics(answers);
  });

  it("each airport's DBE card = DBE Analytics by airport; each project's card = its contracts on Awards & Commitments", async () => {
    for (const row of answers.analytics.byAirport) {
      const response = await get(`/api/dbe/contract-summaries?airportCode=${row.key}`);
      expect(response.statusCode).toBe(200);
      const card = response.json<DbeContractSummaries>().contracts;
      expect(
        {
          airport: row.key,
          committed: sumCents(card, (contract) => contract.dbeCommitted),
          paid: sumCents(card, (contract) => contract.dbePaid),
        },
        `airport ${row.key}`,
      ).toEqual({ airport: row.key, committed: cents(row.dbeCommitted), paid: cents(row.dbePaid) });
    }
    const projects = [...new Set(answers.contracts.map((contract) => contract.projectId))].slice(0, 10);
    for (const projectId of projects) {
      const card = (
        await get(`/api/dbe/contract-summaries?projectId=${projectId}`)
      ).json<DbeContractSummaries>();
      const listed = answers.contracts.filter((contract) => contract.projectId === projectId);
      expect(
        card.contracts.map((contract) => [contract.id, contract.dbeCommitted, contract.attainmentPct]),
      ).toEqual(
        expect.arrayContaining(
          listed.map((contract) => [
            contract.id,
            contract.totals.dbeCommitted,
            contract.totals.attainmentPct,
          ]),
        ),
      );
      expect(card.contracts).toHaveLength(listed.length);
    }
  });

  it('the Uniform Report SQL sums equal the domain rule on the demo records', async () => {
    const records = await readRecords(server.ctx.db);
    for (const year of answers.reports.keys()) {
      const sql = await aggregateReport(server.ctx.db, year);
      const reference = aggregateReportRecords(year, records);
      expect(sortGroups(sql.primes), `FY${year} primes`).toEqual(sortGroups(reference.primes));
      expect(sortGroups(sql.subcontracts), `FY${year} subcontracts`).toEqual(
        sortGroups(reference.subcontracts),
      );
      expect(sql.payments, `FY${year} payments`).toEqual(reference.payments);
      expect(sql.completed, `FY${year} completed`).toEqual(reference.completed);
    }
  });
});

const sortGroups = (groups: AwardGroup[]) =>
  [...groups].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The stored DBE records as the domain's records (owner group and gender included, for Section B). */
async function readRecords(db: Kysely<Database>): Promise<ReportRecords> {
  const [firms, certifications, contracts, commitments, payments] = await Promise.all([
    db.selectFrom('dbe_firms').select(['id', 'owner_group', 'owner_gender']).execute(),
    db
      .selectFrom('dbe_firm_certifications')
      .select(['firm_id', 'status', 'effective_date'])
      .orderBy('effective_date')
      .orderBy('recorded_at')
      .execute(),
    db.selectFrom('dbe_contracts').selectAll().execute(),
    db.selectFrom('dbe_commitments').selectAll().execute(),
    db.selectFrom('dbe_payments').selectAll().execute(),
  ]);
  return {
    firms: firms.map((firm) => ({
      id: firm.id,
      ownerGroup: firm.owner_group as ReportRecords['firms'][number]['ownerGroup'],
      ownerGender: firm.owner_gender as ReportRecords['firms'][number]['ownerGender'],
      certifications: certifications
        .filter((entry) => entry.firm_id === firm.id)
        .map((entry) => ({
          status: entry.status as CertificationStatus,
          effectiveDate: entry.effective_date,
        })),
    })),
    contracts: contracts.map((contract) => ({
      id: contract.id,
      primeFirmId: contract.prime_firm_id,
      awardDate: contract.award_date,
      federalShare: contract.federal_share,
      goalPct: contract.goal_pct,
      goalDriven: contract.goal_driven,
      completedDate: contract.completed_date,
      participationNeededCents:
        contract.participation_needed === null ? null : toCents(contract.participation_needed),
      grantNumber: null,
    })),
    commitments: commitments.map((commitment) => ({
      id: commitment.id,
      contractId: commitment.contract_id,
      firmId: commitment.firm_id,
      amountCents: toCents(commitment.amount),
      countedCents: toCents(commitment.counted_amount),
      countsAsDbe: commitment.counts_as_dbe,
      commitmentDate: commitment.commitment_date,
    })),
    payments: payments.map((payment) => ({
      contractId: payment.contract_id,
      commitmentId: payment.commitment_id,
      amountCents: toCents(payment.amount),
      paidDate: payment.paid_date,
    })),
  };
}

// --- Property-based: random firms, histories, contracts, commitments and payments -----------------------------

const DAY_ZERO = Date.UTC(2023, 9, 1); // 2023-10-01: FY2024 to FY2026
const dayOf = (offset: number) => new Date(DAY_ZERO + offset * 86_400_000).toISOString().slice(0, 10);
const STATUSES: CertificationStatus[] = ['certified', 'under_reevaluation', 'decertified', 'not_dbe'];
const FIRM_COUNT = 4;

const historyArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 1_095 }), { maxLength: 3 })
  .chain((days) =>
    fc.tuple(...days.map((day) => fc.constantFrom(...STATUSES).map((status) => ({ status, day })))),
  );
const contractArb = fc.record({
  prime: fc.integer({ min: 0, max: FIRM_COUNT - 1 }),
  award: fc.integer({ min: 0, max: 1_000 }),
  share: fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 1_000, max: 500_000 })),
  goalDriven: fc.boolean(),
  completedAfter: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 400 })),
});
const commitmentArb = fc.record({
  contract: fc.nat(),
  firm: fc.integer({ min: 0, max: FIRM_COUNT - 1 }),
  kind: fc.constantFrom(...COMMITMENT_KINDS),
  amountCents: fc.integer({ min: 1, max: 20_000_000 }),
  feeShare: fc.integer({ min: 0, max: 100 }),
  commerciallyUseful: fc.boolean(),
  marked: fc.boolean(),
  day: fc.integer({ min: 0, max: 1_095 }),
});
const paymentArb = fc.record({
  contract: fc.nat(),
  commitment: fc.option(fc.nat(), { nil: null }),
  amountCents: fc.integer({ min: 1, max: 30_000_000 }),
  day: fc.integer({ min: 0, max: 1_095 }),
});
const worldArb = fc.record({
  histories: fc.tuple(...Array.from({ length: FIRM_COUNT }, () => historyArb)),
  contracts: fc.array(contractArb, { minLength: 1, maxLength: 4 }),
  commitments: fc.array(commitmentArb, { maxLength: 7 }),
  payments: fc.array(paymentArb, { maxLength: 7 }),
});
type World = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

/** A random world as records, stored the way the server stores them (counted amount by §26.55 when marked). */
function recordsOf(world: World) {
  const firms = world.histories.map((history, index) => ({
    id: randomUUID(),
    ownerGroup: index % 2 ? ('black_american' as const) : ('other' as const),
    ownerGender: index % 2 ? ('men' as const) : ('women' as const),
    certifications: [...history]
      .sort((a, b) => a.day - b.day)
      .map((entry) => ({ status: entry.status, effectiveDate: dayOf(entry.day - 400) })),
  }));
  const contracts = world.contracts.map((contract) => ({
    id: randomUUID(),
    primeFirmId: firms[contract.prime]?.id ?? '',
    awardDate: dayOf(contract.award),
    federalShare: contract.share,
    goalPct: 10,
    goalDriven: contract.goalDriven,
    completedDate: contract.completedAfter === null ? null : dayOf(contract.award + contract.completedAfter),
    participationNeededCents: null,
    grantNumber: null,
  }));
  const commitments = world.commitments.map((commitment) => {
    const contract = contracts[commitment.contract % contracts.length];
    const feeCents = Math.floor((commitment.amountCents * commitment.feeShare) / 100);
    const input = {
      kind: commitment.kind,
      amountCents: commitment.amountCents,
      feeCents,
      commerciallyUseful: commitment.commerciallyUseful,
      countsAsDbe: commitment.marked,
    };
    return {
      id: randomUUID(),
      contractId: contract?.id ?? '',
      firmId: firms[commitment.firm]?.id ?? '',
      amountCents: commitment.amountCents,
      countedCents: countCommitmentCents(input),
      countsAsDbe: commitment.marked,
      commitmentDate: dayOf(commitment.day),
      kind: commitment.kind,
      feeCents,
      commerciallyUseful: commitment.commerciallyUseful,
    };
  });
  const payments = world.payments.map((payment) => {
    const contract = contracts[payment.contract % contracts.length];
    const onContract = commitments.filter((commitment) => commitment.contractId === contract?.id);
    const commitment =
      payment.commitment === null || onContract.length === 0
        ? null
        : (onContract[payment.commitment % onContract.length] ?? null);
    return {
      contractId: contract?.id ?? '',
      commitmentId: commitment?.id ?? null,
      amountCents: payment.amountCents,
      paidDate: dayOf(payment.day),
    };
  });
  return { firms, contracts, commitments, payments };
}

async function replaceRecords(
  db: Kysely<Database>,
  records: ReturnType<typeof recordsOf>,
  projectId: string,
) {
  await db.deleteFrom('dbe_payments').execute();
  await db.deleteFrom('dbe_commitments').execute();
  await db.deleteFrom('dbe_contracts').execute();
  await db.deleteFrom('dbe_firm_certifications').execute();
  await db.deleteFrom('dbe_firms').execute();
  const now = new Date();
  await db
    .insertInto('dbe_firms')
    .values(
      records.firms.map((firm, index) => ({
        id: firm.id,
        name: `Firm ${index}`,
        owner_group: firm.ownerGroup,
        owner_gender: firm.ownerGender,
        updated_at: now,
      })),
    )
    .execute();
  for (const firm of records.firms)
    for (const entry of firm.certifications)
      await db
        .insertInto('dbe_firm_certifications')
        .values({ firm_id: firm.id, status: entry.status, effective_date: entry.effectiveDate })
        .execute();
  await db
    .insertInto('dbe_contracts')
    .values(
      records.contracts.map((contract, index) => ({
        id: contract.id,
        project_id: projectId,
        contract_number: `P-${index}`,
        title: `Contract ${index}`,
        prime_firm_id: contract.primeFirmId,
        award_date: contract.awardDate,
        federal_share: contract.federalShare,
        goal_pct: contract.goalPct,
        goal_driven: contract.goalDriven,
        completed_date: contract.completedDate,
        updated_at: now,
      })),
    )
    .execute();
  if (records.commitments.length > 0)
    await db
      .insertInto('dbe_commitments')
      .values(
        records.commitments.map((commitment) => ({
          id: commitment.id,
          contract_id: commitment.contractId,
          firm_id: commitment.firmId,
          kind: commitment.kind,
          amount: commitment.amountCents / 100,
          fee_amount: commitment.feeCents / 100,
          commercially_useful: commitment.commerciallyUseful,
          counts_as_dbe: commitment.countsAsDbe,
          counted_amount: commitment.countedCents / 100,
          commitment_date: commitment.commitmentDate,
          updated_at: now,
        })),
      )
      .execute();
  if (records.payments.length > 0)
    await db
      .insertInto('dbe_payments')
      .values(
        records.payments.map((payment) => ({
          contract_id: payment.contractId,
          commitment_id: payment.commitmentId,
          amount: payment.amountCents / 100,
          paid_date: payment.paidDate,
        })),
      )
      .execute();
}

describe('DBE figures shown twice agree (random records, fast-check)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let projectId = '';
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'RND', airport_name: 'Random Field', city: 'Random', tdot_pm: 'Alice Able' },
    ]);
    [projectId = ''] = await insertProjects(server.ctx.db, [{ airport_code: 'RND' }]);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('the report, analytics and the contracts agree, and the report SQL equals the domain rule', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const records = recordsOf(world);
        await replaceRecords(server.ctx.db, records, projectId);
        const years = [2024, 2025, 2026];
        const answers = await readAnswers(get, years);
        expectReportEqualsAnalytics(answers);
        expectContractsEqualAnalytics(answers);
        for (const year of years) {
          const reference = buildUniformReport(
            year,
            answers.reports.get(year)?.report.items ?? {
              operatingAdministration: 'FAA',
              recipient: '',
              grantNumbers: [],
              overallGoal: null,
            },
            aggregateReportRecords(year, records),
          );
          const { report } = answers.reports.get(year) ?? {};
          expect(report?.sectionA, `FY${year} Section A: SQL vs domain`).toEqual(reference.sectionA);
          expect(report?.sectionB, `FY${year} Section B: SQL vs domain`).toEqual(reference.sectionB);
          expect(report?.sectionC, `FY${year} Section C: SQL vs domain`).toEqual(reference.sectionC);
          expect(report?.sectionD, `FY${year} Section D: SQL vs domain`).toEqual(reference.sectionD);
        }
      }),
      { numRuns: 25, seed: 30_2026 },
    );
  }, 300_000); // 25 runs of inserts and five API reads each: well past the default 30 s on a loaded machine
});
