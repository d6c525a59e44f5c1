import { describe, expect, it } from 'vitest';
import {
  commitmentBodySchema,
  contractBodySchema,
  overallGoalBodySchema,
  paymentBodySchema,
} from './dbe.schema';

const firmId = '00000000-0000-4000-8000-000000000001';

describe('DBE request schemas', () => {
  it('names every field of an empty commitment in the form’s words (issue 35)', () => {
    const empty = commitmentBodySchema.safeParse({
      firmId: '',
      kind: 'subcontractor',
      amount: null,
      feeAmount: null,
      countsAsDbe: true,
      commitmentDate: '',
    });
    const messages = Object.fromEntries(
      (empty.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      firmId: 'Firm is required',
      amount: 'Amount committed is required',
      commitmentDate: 'Commitment date is required',
    });
    const unknown = commitmentBodySchema.safeParse({ firmId: 'abc', commitmentDate: '2025-02-30' });
    const words = (unknown.error?.issues ?? []).map((issue) => issue.message);
    expect(words).toContain('Firm is not one of the choices');
    expect(words).toContain('Commitment date must be a real date (YYYY-MM-DD)');
    expect(words.join(' ')).not.toMatch(/valid id/);
  });

  it('accepts a commitment and refuses negative amounts, fees above the amount, NUL bytes and bad dates', () => {
    const good = {
      firmId,
      kind: 'regular_dealer',
      amount: 1000.5,
      countsAsDbe: true,
      commitmentDate: '2025-01-31',
    };
    expect(commitmentBodySchema.parse(good)).toMatchObject({ feeAmount: null, commerciallyUseful: true });
    expect(commitmentBodySchema.safeParse({ ...good, amount: -1 }).error?.issues[0]?.message).toBe(
      'Amount committed cannot be negative',
    );
    expect(commitmentBodySchema.safeParse({ ...good, amount: 1.005 }).success).toBe(false);
    expect(commitmentBodySchema.safeParse({ ...good, feeAmount: 2000 }).error?.issues[0]?.message).toBe(
      'Fees cannot exceed the amount committed',
    );
    expect(
      commitmentBodySchema.safeParse({ ...good, description: 'a\u0000b' }).error?.issues[0]?.message,
    ).toBe('Description cannot contain NUL characters');
    expect(commitmentBodySchema.safeParse({ ...good, commitmentDate: '2025-02-30' }).success).toBe(false);
  });
  it('wants whole dollars of federal share and a goal within 0-100%', () => {
    const contract = {
      projectId: firmId,
      contractNumber: 'C-1',
      title: 'Runway',
      primeFirmId: firmId,
      awardDate: '2025-01-01',
      federalShare: 100,
      goalPct: 10,
      goalDriven: true,
    };
    expect(contractBodySchema.safeParse(contract).success).toBe(true);
    expect(contractBodySchema.safeParse({ ...contract, federalShare: 10.5 }).success).toBe(false);
    expect(contractBodySchema.safeParse({ ...contract, goalPct: 101 }).success).toBe(false);
  });
  it('wants positive payments and a goal whose parts add up', () => {
    expect(
      paymentBodySchema.safeParse({ commitmentId: null, amount: 0, paidDate: '2025-01-01' }).success,
    ).toBe(false);
    expect(overallGoalBodySchema.safeParse({ overallPct: 10, consciousPct: 6, neutralPct: 4 }).success).toBe(
      true,
    );
    expect(overallGoalBodySchema.safeParse({ overallPct: 10, consciousPct: 6, neutralPct: 3 }).success).toBe(
      false,
    );
  });
});
