import { describe, expect, it } from 'vitest';
import { buildUniformReport, type ReportHeader } from './uniform-report';
import { runCrossChecks } from './uniform-report-checks';
import { findReportIssues } from './uniform-report-checks';
import { aggregateReportRecords } from './uniform-report-records';
import { REPORT_FIXTURE } from './uniform-report.fixture';

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

  it('Section A: primes (a DBE prime is neutral), subcontracts by counting rule, totals', () => {
    expect(report.sectionA.primes).toEqual({
      totalDollars: 1_200_000,
      totalCount: 2,
      dbeDollars: 200_000,
      dbeCount: 1,
      consciousDollars: 0,
      consciousCount: 0,
      neutralDollars: 200_000,
      neutralCount: 1,
      dbePercent: 16.67,
    });
    expect(report.sectionA.subcontracts).toEqual({
      totalDollars: 370_000,
      totalCount: 6,
      dbeDollars: 162_000,
      dbeCount: 5,
      consciousDollars: 152_000,
      consciousCount: 4,
      neutralDollars: 10_000,
      neutralCount: 1,
      dbePercent: 43.78,
    });
    expect(report.sectionA.total).toEqual({
      totalDollars: 1_570_000,
      totalCount: 8,
      dbeDollars: 362_000,
      dbeCount: 6,
      consciousDollars: 152_000,
      consciousCount: 4,
      neutralDollars: 210_000,
      neutralCount: 2,
      dbePercent: 23.06,
    });
  });

  it('Section B: DBE awards by owner group and gender, total equal to Section A', () => {
    const byGroup = Object.fromEntries(report.sectionB.rows.map((row) => [row.group, row]));
    expect(byGroup.black_american).toEqual({
      group: 'black_american',
      womenDollars: 100_000,
      womenCount: 1,
      menDollars: 200_000,
      menCount: 1,
      totalDollars: 300_000,
      totalCount: 2,
    });
    expect(byGroup.hispanic_american).toMatchObject({
      menDollars: 30_000,
      menCount: 1,
      totalDollars: 30_000,
    });
    expect(byGroup.native_american).toMatchObject({ menDollars: 10_000, totalCount: 1 });
    expect(byGroup.asian_pacific_american).toMatchObject({ womenDollars: 20_000, womenCount: 1 });
    expect(byGroup.non_minority).toMatchObject({ womenDollars: 2_000, womenCount: 1 });
    expect(byGroup.subcontinent_asian_american).toMatchObject({ totalDollars: 0, totalCount: 0 });
    expect(byGroup.other).toMatchObject({ totalDollars: 0, totalCount: 0 });
    expect(report.sectionB.total).toEqual({ dollars: 362_000, count: 6 });
  });

  it('Section C: payments on ongoing contracts, DBE share by counting rule, DBE prime included', () => {
    expect(report.sectionC).toEqual({
      contractCount: 3,
      paidDollars: 1_080_000,
      dbeFirmCount: 4,
      dbePaidDollars: 188_000,
      dbePercent: 17.41,
    });
  });

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

  it('cross-checks: B equals A passes; overpayment, missing federal share, uncertified DBE fail', () => {
    const findings = findReportIssues(2025, REPORT_FIXTURE);
    expect(findings).toEqual({
      overpaidCommitments: ['K7'],
      contractsWithoutFederalShare: ['C3'],
      uncertifiedDbeCommitments: ['K6'],
    });
    const checks = runCrossChecks(report, findings);
    expect(checks.map((check) => [check.id, check.passed])).toEqual([
      ['section_b_matches_a', true],
      ['payments_within_commitments', false],
      ['federal_share_present', false],
      ['dbe_certified_at_commitment', false],
    ]);
    expect(checks[1]?.detail).toBe('1 commitment paid more than committed');
    expect(checks[2]?.items).toEqual(['C3']);
  });

  it('cross-check B fails when a DBE has no recorded owner group on the 2014 form', () => {
    const records = {
      ...REPORT_FIXTURE,
      firms: REPORT_FIXTURE.firms.map((firm) => (firm.id === 'F3' ? { ...firm, ownerGroup: null } : firm)),
    };
    const short = reportFor(2025, records);
    expect(short.sectionB.total).toEqual({ dollars: 332_000, count: 5 });
    const [check] = runCrossChecks(short, findReportIssues(2025, records));
    expect(check).toMatchObject({ id: 'section_b_matches_a', passed: false });
    expect(check?.detail).toContain('$332,000 in 5 awards');
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

  it('Section A rounds each cell once to whole dollars', () => {
    expect(report.sectionA.primes).toMatchObject({
      totalDollars: 500_000,
      totalCount: 1,
      dbeDollars: 0,
      dbePercent: 0,
    });
    expect(report.sectionA.subcontracts).toEqual({
      totalDollars: 35_001,
      totalCount: 2,
      dbeDollars: 31_000,
      dbeCount: 2,
      consciousDollars: 0,
      consciousCount: 0,
      neutralDollars: 31_000,
      neutralCount: 2,
      dbePercent: 88.57,
    });
    expect(report.sectionA.total).toMatchObject({
      totalDollars: 535_001,
      totalCount: 3,
      dbeDollars: 31_000,
      dbePercent: 5.79,
    });
  });

  it('Section B is one row of all DBE awards, equal to Section A', () => {
    expect(report.sectionB.rows).toEqual([
      {
        group: 'all',
        womenDollars: 25_000,
        womenCount: 1,
        menDollars: 6_000,
        menCount: 1,
        totalDollars: 31_000,
        totalCount: 2,
      },
    ]);
    expect(report.sectionB.total).toEqual({ dollars: 31_000, count: 2 });
  });

  it('Section C skips a contract completed before the period; Section D is empty', () => {
    expect(report.sectionC).toEqual({
      contractCount: 1,
      paidDollars: 100_000,
      dbeFirmCount: 1,
      dbePaidDollars: 10_000,
      dbePercent: 10,
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

  it('all cross-checks pass (a firm under re-evaluation is still certified)', () => {
    const checks = runCrossChecks(report, findReportIssues(2026, REPORT_FIXTURE));
    expect(checks.every((check) => check.passed)).toBe(true);
  });
});
