import { describe, expect, it } from 'vitest';
import { buildUniformReport, type ReportHeader } from './uniform-report';
import { runCrossChecks } from './uniform-report-checks';
import { findReportIssues } from './uniform-report-checks';
import { aggregateReportRecords } from './uniform-report-records';
import { REPORT_FIXTURE } from './uniform-report.fixture';
import { decideDbeCommitment } from './dbe-counting';

const header: ReportHeader = {
  operatingAdministration: 'FAA',
  recipient: 'Aeronautics Division',
  grantNumbers: ['3-47-0002-002-2025', '3-47-0001-001-2025'],
  overallGoal: { overallPct: 12.5, consciousPct: 8, neutralPct: 4.5 },
};

const reportFor = (fiscalYear: number, records = REPORT_FIXTURE) =>
  buildUniformReport(fiscalYear, header, aggregateReportRecords(fiscalYear, records));

describe('Uniform Report FY2025 (2014 form), hand-worked', () => {
  const report = reportFor(2025);

  it('items 1-7: FAA, grants sorted, period October to September, goal', () => {
    expect(report.formVersion.id).toBe('part26-2014');
    expect(report.formVersion.consciousLabel).toBe('Race-conscious');
    expect(report.items).toMatchObject({
      operatingAdministration: 'FAA',
      fiscalYear: 2025,
      periodStart: '2024-10-01',
      periodEnd: '2025-09-30',
      grantNumbers: ['3-47-0001-001-2025', '3-47-0002-002-2025'],
      overallGoal: { overallPct: 12.5, consciousPct: 8, neutralPct: 4.5 },
    });
  });

  // Section A by hand (FY2025: 2024-10-01 to 2025-09-30).
  // Primes awarded: C1 (F1, not a DBE) 1,000,000; C2 (F7, certified since 2020) 200,000 -> total 1,200,000 in 2.
  //   C2 is a DBE prime: its own work is its federal share less what it subcontracts (K6 10,000):
  //   200,000 - 10,000 = 190,000, counted neutral. 190,000 / 1,200,000 = 15.833% -> 15.83.
  //   C3 (no federal share) was awarded in FY2024 and is in no section anyway.
  // Subcontracts committed: K1 100,000 + K2 50,000 + K3 20,000 + K4 40,000 + K5 150,000 + K6 10,000 = 370,000
  //   in 6. Counted: K1 100,000 (subcontractor), K2 30,000 (regular dealer: 60% of 50,000), K3 20,000,
  //   K4 2,000 (broker: fee only) = 152,000 in 4, all conscious (C1 is goal-driven). K5: F8 is no DBE.
  //   K6: F6 was certified on 2025-06-01, after the commitment of 2025-03-01: not counted (it was, before).
  //   152,000 / 370,000 = 41.081% -> 41.08.
  // Total: 1,570,000 in 8; DBE 190,000 + 152,000 = 342,000 in 5 (conscious 152,000 in 4, neutral 190,000 in 1);
  //   342,000 / 1,570,000 = 21.783% -> 21.78.
  it('Section A: a DBE prime counts its own work (neutral); commitments by certification history and §26.55', () => {
    expect(report.sectionA.primes).toEqual({
      totalDollars: 1_200_000,
      totalCount: 2,
      dbeDollars: 190_000,
      dbeCount: 1,
      consciousDollars: 0,
      consciousCount: 0,
      neutralDollars: 190_000,
      neutralCount: 1,
      dbePercent: 15.83,
    });
    expect(report.sectionA.subcontracts).toEqual({
      totalDollars: 370_000,
      totalCount: 6,
      dbeDollars: 152_000,
      dbeCount: 4,
      consciousDollars: 152_000,
      consciousCount: 4,
      neutralDollars: 0,
      neutralCount: 0,
      dbePercent: 41.08,
    });
    expect(report.sectionA.total).toEqual({
      totalDollars: 1_570_000,
      totalCount: 8,
      dbeDollars: 342_000,
      dbeCount: 5,
      consciousDollars: 152_000,
      consciousCount: 4,
      neutralDollars: 190_000,
      neutralCount: 1,
      dbePercent: 21.78,
    });
  });

  // Section B by hand: black_american women F2 (K1) 100,000, men F7 (C2's own work) 190,000 -> 290,000 in 2;
  // hispanic men F3 (K2) 30,000; asian_pacific women F4 (K3) 20,000; non_minority women F5 (K4) 2,000;
  // native_american: F6's K6 does not count -> 0. Total 342,000 in 5 = Section A's DBE total.
  it('Section B: DBE awards by owner group and gender, total equal to Section A', () => {
    const byGroup = Object.fromEntries(report.sectionB.rows.map((row) => [row.group, row]));
    expect(byGroup.black_american).toEqual({
      group: 'black_american',
      womenDollars: 100_000,
      womenCount: 1,
      menDollars: 190_000,
      menCount: 1,
      totalDollars: 290_000,
      totalCount: 2,
    });
    expect(byGroup.hispanic_american).toMatchObject({
      menDollars: 30_000,
      menCount: 1,
      totalDollars: 30_000,
    });
    expect(byGroup.native_american).toMatchObject({ menDollars: 0, totalCount: 0 });
    expect(byGroup.asian_pacific_american).toMatchObject({ womenDollars: 20_000, womenCount: 1 });
    expect(byGroup.non_minority).toMatchObject({ womenDollars: 2_000, womenCount: 1 });
    expect(byGroup.subcontinent_asian_american).toMatchObject({ totalDollars: 0, totalCount: 0 });
    expect(byGroup.other).toMatchObject({ totalDollars: 0, totalCount: 0 });
    expect(report.sectionB.total).toEqual({ dollars: 342_000, count: 5 });
  });

  // Section C by hand: payments of FY2025 on DOT-assisted contracts under way.
  //   C1 (completed 2025-08-31, in the period): prime 600,000 + 400,000 (F1 no DBE: 0 counted);
  //     K1 100,000 x 100,000/100,000 = 100,000; K2 50,000 x 30,000/50,000 = 30,000; K4 40,000 x 2,000/40,000 = 2,000.
  //   C2: prime 50,000 to the DBE prime, counted in its own work's proportion 50,000 x 190,000/200,000 = 47,500.
  //   C3 (no federal share): its 30,000 to the prime and K7's 6,000 are in no section.
  //   Contracts 2 (C1, C2); paid to primes 600,000 + 400,000 + 50,000 = 1,050,000; DBE firms F2, F3, F5, F7 = 4;
  //   to DBEs 100,000 + 30,000 + 2,000 + 47,500 = 179,500; 179,500 / 1,050,000 = 17.095% -> 17.1.
  it('Section C: payments on DOT-assisted contracts, DBE share by counting rule, DBE prime by its own work', () => {
    expect(report.sectionC).toEqual({
      contractCount: 2,
      paidDollars: 1_050_000,
      dbeFirmCount: 4,
      dbePaidDollars: 179_500,
      dbePercent: 17.1,
    });
  });

  // Section D by hand: C1 completed, 1,000,000, needs 10% = 100,000; attained through 2025-09-30 by K1 100,000,
  // K2 30,000, K4 2,000 = 132,000 conscious (K3's payment is 2025-10-05, after the period); 13.2%.
  it('Section D: completed contracts, participation needed and attained through the period', () => {
    expect(report.sectionD).toEqual({
      contractCount: 1,
      totalDollars: 1_000_000,
      neededDollars: 100_000,
      attainedConsciousDollars: 132_000,
      attainedNeutralDollars: 0,
      attainedTotalDollars: 132_000,
      dbePercent: 13.2,
    });
  });

  it('cross-checks: B equals A passes; overpayment, missing federal share, uncertified DBE listed', () => {
    const findings = findReportIssues(2025, REPORT_FIXTURE);
    expect(findings).toEqual({
      overpaidCommitments: ['K7'],
      contractsWithoutFederalShare: ['C3'],
      uncertifiedDbeCommitments: ['K6'],
      excludedByHand: [],
    });
    const checks = runCrossChecks(report, findings);
    expect(checks.map((check) => [check.id, check.passed])).toEqual([
      ['section_b_matches_a', true],
      ['payments_within_commitments', false],
      ['federal_share_present', false],
      ['dbe_certified_at_commitment', false],
      ['dbe_excluded_by_hand', true],
    ]);
    expect(checks[1]?.detail).toBe('1 commitment paid more than committed');
    expect(checks[2]?.items).toEqual(['C3']);
    expect(checks[3]?.detail).toBe(
      '1 commitment marked DBE to a firm not certified on the commitment day: not counted',
    );
  });

  it('cross-check B fails when a DBE has no recorded owner group on the 2014 form', () => {
    const records = {
      ...REPORT_FIXTURE,
      firms: REPORT_FIXTURE.firms.map((firm) => (firm.id === 'F3' ? { ...firm, ownerGroup: null } : firm)),
    };
    const short = reportFor(2025, records);
    expect(short.sectionB.total).toEqual({ dollars: 312_000, count: 4 });
    const [check] = runCrossChecks(short, findReportIssues(2025, records));
    expect(check).toMatchObject({ id: 'section_b_matches_a', passed: false });
    expect(check?.detail).toContain('$312,000 in 4 awards');
  });
});

describe('Uniform Report FY2026 (October 2025 interim final rule form), hand-worked', () => {
  const report = reportFor(2026);

  it('uses DBE-conscious/neutral wording and no owner-group breakdown', () => {
    expect(report.formVersion).toMatchObject({
      id: 'part26-ifr-2025',
      consciousLabel: 'DBE-conscious',
      neutralLabel: 'DBE-neutral',
      ownerGroupBreakdown: false,
    });
    expect(report.items).toMatchObject({ periodStart: '2025-10-01', periodEnd: '2026-09-30' });
  });

  // Section A by hand (FY2026: 2025-10-01 to 2026-09-30).
  // Primes: C4 (F1, no DBE) 500,000 in 1; DBE 0; 0%.
  // Subcontracts, all on C4 (not goal-driven, so DBE-neutral): amounts 25,000 (K8) + 10,000.50 (K9) + 8,000
  //   (K10) + 12,000 (K11) + 3,000 (K12) = 58,000.50 in 5 -> whole dollars once: 58,001.
  //   K8: F2 under re-evaluation from 2025-10-03, committed 2025-11-01: suspended, not counted.
  //   K9: F3 regular dealer, 60% of 1,000,050 cents = 600,030 cents = 6,000.30 exactly (to the cent).
  //   K10: F9 decertified 2025-09-01, committed 2025-11-15: not counted.
  //   K11: F10 re-certified 2026-01-10, committed 2026-02-01: counts 12,000.
  //   K12: F3 certified, but the switch took it out: not counted.
  //   Counted 6,000.30 + 12,000 = 18,000.30 in 2 -> 18,000; 1,800,030 / 5,800,050 cents = 31.035% -> 31.03.
  // Total: 500,000 + 58,000.50 = 558,000.50 -> 558,001 in 6; DBE 18,000 in 2;
  //   1,800,030 / 55,800,050 = 3.226% -> 3.23 (rounded once per figure, from cents).
  it('Section A: suspended, decertified and switched-off commitments do not count; each cell rounded once', () => {
    expect(report.sectionA.primes).toMatchObject({
      totalDollars: 500_000,
      totalCount: 1,
      dbeDollars: 0,
      dbePercent: 0,
    });
    expect(report.sectionA.subcontracts).toEqual({
      totalDollars: 58_001,
      totalCount: 5,
      dbeDollars: 18_000,
      dbeCount: 2,
      consciousDollars: 0,
      consciousCount: 0,
      neutralDollars: 18_000,
      neutralCount: 2,
      dbePercent: 31.03,
    });
    expect(report.sectionA.total).toMatchObject({
      totalDollars: 558_001,
      totalCount: 6,
      dbeDollars: 18_000,
      dbePercent: 3.23,
    });
  });

  // Section B: one row; women: F2's K8 does not count -> 0; men: F3 6,000.30 + F10 12,000 = 18,000.30 -> 18,000
  // in 2 = Section A's DBE total.
  it('Section B is one row of all DBE awards, equal to Section A', () => {
    expect(report.sectionB.rows).toEqual([
      {
        group: 'all',
        womenDollars: 0,
        womenCount: 0,
        menDollars: 18_000,
        menCount: 2,
        totalDollars: 18_000,
        totalCount: 2,
      },
    ]);
    expect(report.sectionB.total).toEqual({ dollars: 18_000, count: 2 });
  });

  // Section C: K3's 20,000 (C1, completed before the period) is skipped; C4: prime 100,000 (no DBE: 0);
  // K8 10,000 (suspended: 0); K11 13,000, an overpayment of its 12,000, counts in proportion, uncapped:
  // 13,000 x 12,000/12,000 = 13,000. 1 contract, 100,000 paid to primes, 1 DBE firm, 13,000; 13%.
  it('Section C skips a contract completed before the period; an overpayment counts; Section D is empty', () => {
    expect(report.sectionC).toEqual({
      contractCount: 1,
      paidDollars: 100_000,
      dbeFirmCount: 1,
      dbePaidDollars: 13_000,
      dbePercent: 13,
    });
    expect(report.sectionD).toEqual({
      contractCount: 0,
      totalDollars: 0,
      neededDollars: 0,
      attainedConsciousDollars: 0,
      attainedNeutralDollars: 0,
      attainedTotalDollars: 0,
      dbePercent: null,
    });
  });

  it('cross-checks list the overpayment, the suspended and decertified firms and the switched-off commitment', () => {
    const findings = findReportIssues(2026, REPORT_FIXTURE);
    expect(findings).toEqual({
      overpaidCommitments: ['K11'],
      contractsWithoutFederalShare: [],
      uncertifiedDbeCommitments: ['K8', 'K10'],
      excludedByHand: ['K12'],
    });
    const checks = runCrossChecks(report, findings);
    expect(checks.map((check) => [check.id, check.passed])).toEqual([
      ['section_b_matches_a', true],
      ['payments_within_commitments', false],
      ['federal_share_present', true],
      ['dbe_certified_at_commitment', false],
      ['dbe_excluded_by_hand', true],
    ]);
    expect(checks[4]).toMatchObject({
      detail: '1 commitment to a certified DBE marked not counted (the manual switch)',
      items: ['K12'],
    });
  });
});

describe('A contract with no federal share is reported nowhere (FY2024)', () => {
  // C3 (no federal share) was awarded 2024-06-01 with K7 (5,000 to F2, certified) on 2024-06-10: neither is in
  // Section A or B; the cross-check names C3; K7 is not listed as uncertified (the contract, not the firm, fails).
  const report = reportFor(2024);
  it('counts nothing from C3 and names it in the cross-check', () => {
    expect(report.sectionA.total).toMatchObject({ totalDollars: 0, totalCount: 0, dbeDollars: 0 });
    expect(report.sectionB.total).toEqual({ dollars: 0, count: 0 });
    expect(findReportIssues(2024, REPORT_FIXTURE)).toMatchObject({
      contractsWithoutFederalShare: ['C3'],
      uncertifiedDbeCommitments: [],
    });
  });
});

describe('the fixture states each commitment as decideDbeCommitment counts it', () => {
  const contracts = new Map(REPORT_FIXTURE.contracts.map((contract) => [contract.id, contract]));
  const firms = new Map(REPORT_FIXTURE.firms.map((firm) => [firm.id, firm]));
  const decide = (id: string) => {
    const commitment = REPORT_FIXTURE.commitments.find((entry) => entry.id === id);
    if (!commitment) throw new Error(id);
    return decideDbeCommitment({
      kind: commitment.kind ?? 'subcontractor',
      amountCents: commitment.amountCents,
      feeCents: commitment.feeCents ?? null,
      commerciallyUseful: true,
      markedDbe: commitment.countsAsDbe,
      commitmentDate: commitment.commitmentDate,
      contractFederalShare: contracts.get(commitment.contractId)?.federalShare ?? null,
      firmCertifications: firms.get(commitment.firmId)?.certifications ?? [],
    });
  };
  it.each([
    ['K1', true, 'counted', 100_000_00],
    ['K2', true, 'counted', 30_000_00],
    ['K4', true, 'counted', 2_000_00],
    ['K5', false, 'not_certified', 0],
    ['K6', false, 'not_certified', 0],
    ['K7', false, 'no_federal_share', 0],
    ['K8', false, 'suspended_reevaluation', 0],
    ['K9', true, 'counted', 6_000_30],
    ['K10', false, 'not_certified', 0],
    ['K11', true, 'counted', 12_000_00],
    ['K12', false, 'excluded_by_hand', 0],
  ] as const)('%s counts %s (%s), %i cents', (id, counts, reason, cents) => {
    expect(decide(id)).toEqual({ counts, reason, countedCents: cents });
  });
  it('and the stored §26.55 share of every counted commitment equals the rule', () => {
    for (const commitment of REPORT_FIXTURE.commitments) {
      const decision = decide(commitment.id);
      if (decision.counts) expect(decision.countedCents).toBe(commitment.countedCents);
    }
  });
});
