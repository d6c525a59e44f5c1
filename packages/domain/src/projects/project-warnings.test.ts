import { describe, expect, it } from 'vitest';
import { findProjectWarnings } from './project-warnings';

describe('findProjectWarnings', () => {
  it('has nothing to say about a consistent project', () => {
    expect(
      findProjectWarnings({
        application_date: '2025-01-10',
        award_date: '2025-03-01',
        psr_date: '2024-12-01',
        bil_aig_amount: 90,
        state_amount: 5,
        local_amount: 5,
        total_amount: 100,
      }),
    ).toEqual([]);
  });

  it('warns about each stage date before the application date (not the PSR, which comes first)', () => {
    const warnings = findProjectWarnings({
      application_date: '2025-01-10',
      award_date: '2025-01-09',
      sent_to_sponsor_date: '2024-12-31',
      sub_award_date: '2025-01-10',
      psr_date: '2024-01-01',
    });
    expect(warnings).toEqual([
      { field: 'award_date', message: 'Award date (01/09/2025) is before the application date (01/10/2025)' },
      {
        field: 'sent_to_sponsor_date',
        message: 'Sent to sponsor date (12/31/2024) is before the application date (01/10/2025)',
      },
    ]);
  });

  it('ignores dates it cannot read', () => {
    expect(findProjectWarnings({ application_date: 'soon', award_date: '2020-01-01' })).toEqual([]);
  });

  it('does not ask about a total below its parts: the project total rule refuses it instead', () => {
    expect(findProjectWarnings({ bil_aig_amount: 100, state_amount: '50', total_amount: 149.99 })).toEqual(
      [],
    );
  });
});
