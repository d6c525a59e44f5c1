import { describe, expect, it } from 'vitest';
import { describeGrantDrawn } from './grant-funding-text';
import { computeGrantFunding } from './grant-rules';

describe('describeGrantDrawn', () => {
  it('names the federal plus state base, so drawn and remaining add up to it', () => {
    // $100,000 federal + $14,000 state = $114,000 drawable; $6,000 local is not drawn from the grant.
    // One paid request of $44,367: remaining 114,000 - 44,367 = $69,633; 44,367 / 114,000 = 38.9%.
    const funding = computeGrantFunding({ federal_amount: 100_000, state_amount: 14_000 }, [
      {
        request_date: '2026-03-01',
        requested_amount: 44_367,
        approved_amount: 44_367,
        paid_date: '2026-03-20',
      },
    ]);
    expect(describeGrantDrawn(funding)).toBe('$44,367 of $114,000');
    expect(funding.remaining).toBe(69_633);
    expect(funding.percentDrawn).toBe(38.9);
  });
});
