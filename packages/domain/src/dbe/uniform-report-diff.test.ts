import { describe, expect, it } from 'vitest';
import { buildUniformReport, type ReportHeader } from './uniform-report';
import { changedReportLines, diffUniformReports } from './uniform-report-diff';
import { uniformReportForm } from './uniform-report-form';
import { aggregateReportRecords, type ReportRecords } from './uniform-report-records';
import { REPORT_FIXTURE } from './uniform-report.fixture';

const header: ReportHeader = {
  operatingAdministration: 'FAA',
  recipient: 'Aeronautics Division',
  grantNumbers: ['3-47-0001-001-2025'],
  overallGoal: { overallPct: 12.5, consciousPct: 8, neutralPct: 4.5 },
};
const reportFor = (fiscalYear: number, records: ReportRecords = REPORT_FIXTURE, head = header) =>
  buildUniformReport(fiscalYear, head, aggregateReportRecords(fiscalYear, records));

describe('uniformReportForm', () => {
  it('lays FY2025 out like the 2014 form: items 1-7, Sections A-D, race- wording', () => {
    const form = uniformReportForm(reportFor(2025));
    expect(form.items.map((item) => item.label.slice(0, 2))).toEqual([
      '1.',
      '2.',
      '3.',
      '4.',
      '5.',
      '6.',
      '7.',
    ]);
    expect(form.items.find((item) => item.key === 'period')?.value).toBe('10/01/2024 to 09/30/2025');
    expect(form.sections.map((section) => section.id)).toEqual(['A', 'B', 'C', 'D']);
    const a = form.sections[0];
    expect(a?.columns[4]).toBe('Race-conscious (dollars)');
    expect(a?.rows.find((row) => row.key === 'total')?.cells).toEqual([
      1_570_000, 8, 342_000, 5, 152_000, 4, 190_000, 1, 21.78,
    ]);
    // Section B: seven owner groups and the total row.
    expect(form.sections[1]?.rows).toHaveLength(8);
  });

  it('uses DBE- wording and one Section B row from FY2026 (October 2025 interim final rule)', () => {
    const form = uniformReportForm(reportFor(2026));
    expect(form.sections[0]?.columns[4]).toBe('DBE-conscious (dollars)');
    expect(form.sections[1]?.rows.map((row) => row.key)).toEqual(['all', 'total']);
  });
});

describe('diffUniformReports', () => {
  it('finds no change between a report and itself', () => {
    expect(changedReportLines(reportFor(2025), reportFor(2025))).toEqual([]);
    expect(diffUniformReports(reportFor(2025), reportFor(2025)).length).toBeGreaterThan(50);
  });

  it('shows each changed cell with before and after when a federal share and a grant change', () => {
    const records: ReportRecords = {
      ...REPORT_FIXTURE,
      contracts: REPORT_FIXTURE.contracts.map((contract) =>
        contract.id === 'C2' ? { ...contract, federalShare: 250_000 } : contract,
      ),
    };
    const amended = reportFor(2025, records, {
      ...header,
      grantNumbers: ['3-47-0001-001-2025', '3-47-0002-002-2025'],
    });
    const changed = changedReportLines(reportFor(2025), amended);
    const byKey = Object.fromEntries(changed.map((line) => [line.key, line]));
    expect(byKey['items.grants']).toMatchObject({
      before: '3-47-0001-001-2025',
      after: '3-47-0001-001-2025, 3-47-0002-002-2025',
    });
    // C2 is a DBE prime (F7, black American man): primes total and its own work (DBE, neutral) move by $50,000.
    expect(byKey['A.primes.0']).toMatchObject({
      section: 'Section A',
      label: 'Prime contracts awarded this period: Total dollars',
      before: '$1,200,000',
      after: '$1,250,000',
    });
    expect(byKey['A.primes.2']).toMatchObject({ before: '$190,000', after: '$240,000' });
    expect(byKey['A.primes.6']).toMatchObject({ before: '$190,000', after: '$240,000' });
    expect(byKey['A.primes.8']).toMatchObject({ before: '15.83%', after: '19.20%' });
    expect(byKey['A.primes.1']).toBeUndefined(); // the count is unchanged
    expect(byKey['B.black_american.2']).toMatchObject({ before: '$190,000', after: '$240,000' });
  });

  it('marks the form version when the versions compared use different forms', () => {
    const lines = changedReportLines(reportFor(2025), reportFor(2026));
    expect(lines.find((line) => line.key === 'formVersion')).toMatchObject({
      before: 'part26-2014',
      after: 'part26-ifr-2025',
    });
  });
});
