import { describe, expect, it } from 'vitest';
import { grantAigAward, grantAigExcess } from '../airports/grant-aig';
import { matchColumns } from './column-matching';
import { cleanHeaderText } from './import-context';
import { defaultPopEnd, faaGrantColumns } from './faa-grant-import-kinds';
import { checkImportRow } from './import-rows';

const ROW = {
  airport_code: 'aaa',
  sponsor: 'City of Alpha',
  grant_number: '3-47-0001-025-2025',
  award_date: 45_726, // Excel serial of 2025-03-10
  entitlement_amount: '$150,000',
  discretionary_amount: '',
  aig_amount: 400_000,
  cares_amount: 0,
  total_amount: 550_000,
  project_summary: 'Rehabilitate Runway 3/21',
};

describe('faa-grants: FAA Grant Detail Report rows', () => {
  it('match FAA’s headers, line-break Total Amount included', () => {
    const headers = [
      'State',
      'City',
      'Worksite',
      'LocID',
      'Sponsor',
      'Grant Number',
      'Award Date',
      'Entitlement',
      'Discretionary',
      'AIG',
      'CARES',
      'Total\nAmount',
      'Project Summary',
    ].map(cleanHeaderText);
    expect(matchColumns('faa-grants', headers).missing).toEqual([]);
    expect(matchColumns('faa-grants', headers).mapping['Total Amount']).toBe('total_amount');
  });

  it('read an Excel-serial award date and amounts by program; the largest program names the agreement', () => {
    const check = checkImportRow('faa-grants', ROW);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.values.values).toMatchObject({
      airport_code: 'AAA',
      award_date: '2025-03-10',
      entitlement_amount: 150_000,
      discretionary_amount: 0,
      aig_amount: 400_000,
    });
    expect(faaGrantColumns(check.values.values)).toMatchObject({
      program: 'bil_aig',
      federal_amount: 550_000,
      execution_date: '2025-03-10',
      title: 'Rehabilitate Runway 3/21',
    });
    expect(defaultPopEnd('2025-03-10')).toBe('2029-03-10');
    expect(defaultPopEnd('2024-02-29')).toBe('2028-02-28');
  });

  it('refuse a row with no Entitlement, Discretionary or AIG money, saying why', () => {
    const check = checkImportRow('faa-grants', {
      ...ROW,
      entitlement_amount: 0,
      aig_amount: 0,
      cares_amount: 5,
    });
    expect(check.ok ? [] : check.issues.map((issue) => issue.field)).toEqual(['aig_amount']);
  });

  it('count a grant number’s AIG once: only FAA’s figure beyond its projects', () => {
    expect(grantAigExcess(400_000, 0)).toBe(400_000);
    expect(grantAigExcess(400_000, 250_000.25)).toBe(149_999.75);
    expect(grantAigExcess(400_000, 500_000)).toBe(0);
    expect(grantAigAward('2025-03-10', 400_000, 100_000)).toEqual({
      projectFiscalYear: 2025,
      awardFiscalYear: 2025,
      amount: 300_000,
    });
    expect(grantAigAward('2025-10-01', 1, 1)).toBeNull();
  });
});
