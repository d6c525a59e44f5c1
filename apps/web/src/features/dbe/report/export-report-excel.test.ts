import ExcelJS from 'exceljs';
import { buildUniformReport } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import { buildReportWorkbook } from './export-report-excel';

const report = buildUniformReport(
  2025,
  {
    operatingAdministration: 'FAA',
    recipient: '=HYPERLINK("x")',
    grantNumbers: ['3-47-0001-001-2025'],
    overallGoal: { overallPct: 12.5, consciousPct: 8, neutralPct: 4.5 },
  },
  {
    // A non-DBE prime of $1,000,000 and a DBE subcontract of $100,000 on a goal-driven contract.
    primes: [
      {
        dbe: false,
        conscious: false,
        ownerGroup: null,
        ownerGender: null,
        count: 1,
        totalCents: 100_000_000,
        countedCents: 0,
      },
    ],
    subcontracts: [
      {
        dbe: true,
        conscious: true,
        ownerGroup: 'black_american',
        ownerGender: 'women',
        count: 1,
        totalCents: 10_000_000,
        countedCents: 10_000_000,
      },
    ],
    payments: { contractCount: 1, paidCents: 50_000_000, dbeFirmCount: 1, dbePaidCents: 5_000_000 },
    completed: {
      contractCount: 1,
      totalCents: 100_000_000,
      neededCents: 10_000_000,
      attainedConsciousCents: 10_000_000,
      attainedNeutralCents: 0,
    },
  },
);

describe('the Uniform Report as Excel', () => {
  it('lays the form out on one sheet: items, then each Section with its columns and number cells', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildReportWorkbook(report, 'Draft computed 11/24/2026'));
    const sheet = workbook.getWorksheet('FY2025 Uniform Report');
    expect(sheet).toBeDefined();
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const find = (label: string) => rows.find((row) => row[0] === label);
    expect(find('3. Federal fiscal year')).toEqual(['3. Federal fiscal year', 'FY2025']);
    // Text that could run as a formula stays inert.
    expect(find('5. Recipient')?.[1]).toBe('\'=HYPERLINK("x")');
    expect(rows.some((row) => row[0] === 'Section A: Awards/commitments this reporting period')).toBe(true);
    expect(find('Total')).toEqual(['Total', 1_100_000, 2, 100_000, 1, 100_000, 1, 0, 0, 9.09]);
    expect(find('Black American')).toEqual(['Black American', 100_000, 1, 0, 0, 100_000, 1]);
    expect(find('Contracts completed')?.slice(0, 3)).toEqual(['Contracts completed', 1, 1_000_000]);
  });
});
