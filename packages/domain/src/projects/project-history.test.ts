import { describe, expect, it } from 'vitest';
import { auditChangesInWords } from '../accounts/audit-changes';
import { auditActionLabel, formatFieldChange } from '../audit/audit-words';
import { projectChangesInWords } from './project-history';

describe('project history in words', () => {
  it('words each changed field with the form label and the app formats', () => {
    const lines = projectChangesInWords(
      { award_date: null, total_amount: 1000, status: 'pending', fiscal_year: 2024 },
      { award_date: '2025-03-01', total_amount: 1250.5, status: 'pending sub-award', fiscal_year: 2025 },
    ).map(formatFieldChange);
    expect(lines).toEqual([
      'Status: Pending -> Pending Sub-Award',
      'Award date: empty -> 03/01/2025',
      'Total amount: $1,000 -> $1,250.50',
      'Fiscal year: 2024 -> 2025',
    ]);
  });

  it('lists what a created project was given, in the form order, without system fields', () => {
    const created = projectChangesInWords(null, {
      id: 'x',
      version: 1,
      upin: null,
      state_amount: 0,
      city: 'Nashville',
      airport_code: 'BNA',
    });
    expect(created.map(formatFieldChange)).toEqual([
      'Airport code: empty -> BNA',
      'City: empty -> Nashville',
    ]);
  });

  it('names actions plainly and words other records generically', () => {
    expect(auditActionLabel('update_project')).toBe('Changed project');
    expect(auditActionLabel('update_gci_grant')).toBe('Update gci grant');
    expect(
      auditChangesInWords('shares', { is_active: true }, { is_active: false }).map(formatFieldChange),
    ).toEqual(['Is active: Yes -> No']);
  });
});
