import { describe, expect, it } from 'vitest';
import { checkImportRow, importRowKey } from './import-rows';
import { matchColumns } from './column-matching';

describe('DBE and GC&I import rows', () => {
  it('check a grant with the grant form’s schema, reading dates and amounts as offices type them', () => {
    const check = checkImportRow('grants', {
      grant_number: 'G-1',
      program: 'bil_aig',
      airport_code: 'bna',
      sponsor: 'City',
      title: 'Apron',
      federal_amount: '$1,000.50',
      execution_date: '1/15/2024',
      pop_end_date: 46_022,
    });
    expect(check).toMatchObject({
      ok: true,
      values: {
        id: null,
        values: { airport_code: 'BNA', federal_amount: 1000.5, state_amount: 0, status: 'active' },
      },
    });
    if (check.ok) expect(importRowKey('grants', check.values)).toBe('G-1');
  });

  it('report each refused cell by the file’s column, camelCase schemas included', () => {
    const contract = checkImportRow('dbe-contracts', {
      project: 'UP-1',
      contract_number: 'C-1',
      title: '',
      prime_firm: 'Acme',
      award_date: 'soon',
      goal_pct: 101,
    });
    expect(contract.ok ? [] : contract.issues.map((issue) => issue.field).sort()).toEqual([
      'award_date',
      'goal_pct',
      'title',
    ]);
    const firm = checkImportRow('dbe-firms', { name: 'Acme', certification_status: 'certified' });
    expect(firm.ok ? [] : firm.issues).toEqual([
      { field: 'certification_effective_date', message: 'Effective date is required' },
    ]);
  });

  it('match the template’s headers and labels for every new kind', () => {
    expect(
      matchColumns('reimbursements', ['Grant Number', 'request_number', 'Request Date', 'Requested amount'])
        .missing,
    ).toEqual([]);
    expect(matchColumns('inspections', ['LocID', 'Inspection date']).missing).toEqual(['Inspector']);
  });
});
