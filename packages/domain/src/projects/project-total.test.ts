import { describe, expect, it } from 'vitest';
import { completeProjectValues, projectChangesSchema, projectCreateBodySchema } from './project.schema';
import {
  formatTotalBelowParts,
  settleEditedTotal,
  settleNewTotal,
  totalBelowPartsMessage,
  totalFollowsParts,
} from './project-total';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const base = { airport_code: 'BNA', project_title: 'Runway' };

describe('the project total rule (form, import and API)', () => {
  it('works out a blank total as BIL + state + local, to the cent', () => {
    // 0.1 + 0.2 + 1,000 + 250.25 + 50 = 1,300.55 (not 1300.5500000000002)
    const parts = { bil_aig_amount: 0.1, bil_atp_amount: 0.2, bil_fct_amount: 1000, state_amount: 250.25 };
    for (const blank of [undefined, null, '', '  ']) {
      expect(settleNewTotal({ ...parts, local_amount: 50, total_amount: blank })).toEqual({
        ok: true,
        total_amount: 1300.55,
      });
    }
    const body = projectCreateBodySchema.parse({ ...base, ...parts, local_amount: '$50', total_amount: '' });
    expect(body.total_amount).toBeNull();
    expect(completeProjectValues(body).total_amount).toBe(1300.55);
    // Left out entirely, the total is worked out the same way.
    expect(completeProjectValues(projectCreateBodySchema.parse({ ...base, ...parts })).total_amount).toBe(
      1250.55,
    );
  });

  it('refuses a total below its parts with the form’s message, and accepts one equal or above', () => {
    // The row seen in issue 30: BIL $1,000 and total $5.
    const result = projectCreateBodySchema.safeParse({ ...base, bil_aig_amount: 1000, total_amount: 5 });
    expect(issuesOf(result)).toEqual([
      ['total_amount', 'Total amount ($5) is less than the sum of its parts: BIL, state and local ($1,000)'],
    ]);
    // A cent short shows the cents, so the message never reads "$150 is less than $150".
    expect(totalBelowPartsMessage({ bil_aig_amount: 100, state_amount: '50', total_amount: 149.99 })).toBe(
      'Total amount ($149.99) is less than the sum of its parts: BIL, state and local ($150)',
    );
    expect(formatTotalBelowParts(0, 0.5)).toBe(
      'Total amount ($0) is less than the sum of its parts: BIL, state and local ($0.50)',
    );
    expect(
      totalBelowPartsMessage({ bil_aig_amount: 0.1, bil_atp_amount: 0.2, total_amount: 0.3 }),
    ).toBeNull();
    expect(
      projectCreateBodySchema.safeParse({ ...base, bil_fct_amount: 1000, total_amount: 2000 }).success,
    ).toBe(true);
    // A zero typed is a total (not a blank): below parts of $10 it is refused.
    expect(projectCreateBodySchema.safeParse({ ...base, state_amount: 10, total_amount: '0' }).success).toBe(
      false,
    );
  });

  it('refuses "-500", "12abc" and "20X6" with a message instead of changing them', () => {
    const result = projectCreateBodySchema.safeParse({
      ...base,
      bil_aig_amount: '-500',
      state_amount: '12abc',
      total_amount: '1,2,3x',
      fiscal_year: '20X6',
      days_to_award: '-3',
    });
    expect(issuesOf(result)).toEqual([
      ['bil_aig_amount', 'BIL AIG amount cannot be negative'],
      ['state_amount', 'State amount must be a number'],
      ['total_amount', 'Total amount must be a number'],
      ['days_to_award', 'Days to award must be between 0 and 36500'],
      ['fiscal_year', 'Fiscal year must be a whole number'],
    ]);
    expect(issuesOf(projectChangesSchema.safeParse({ fiscal_year: '206' }))).toEqual([
      ['fiscal_year', 'Fiscal year must be between 2000 and 2100'],
    ]);
  });

  it('a total follows its parts while it is zero or equal to them', () => {
    expect(totalFollowsParts({ bil_aig_amount: 100, total_amount: 0 })).toBe(true);
    expect(totalFollowsParts({ bil_aig_amount: 100, state_amount: 20, total_amount: '120' })).toBe(true);
    expect(totalFollowsParts({ bil_aig_amount: 100, total_amount: 150 })).toBe(false);
  });

  describe('an edit', () => {
    const stored = { bil_aig_amount: 1000, state_amount: 50, local_amount: 50, total_amount: 1100 };

    it('leaves the total alone when the money is not touched', () => {
      expect(settleEditedTotal({ ...stored, total_amount: 5 }, {})).toEqual({
        ok: true,
        total_amount: undefined,
      });
    });

    it('moves a total that followed its parts with them', () => {
      expect(settleEditedTotal(stored, { bil_aig_amount: 2000 })).toEqual({ ok: true, total_amount: 2100 });
      expect(settleEditedTotal({ ...stored, total_amount: 0 }, { state_amount: 0 })).toEqual({
        ok: true,
        total_amount: 1050,
      });
    });

    it('keeps a total someone typed, and refuses it once the parts exceed it', () => {
      const typed = { ...stored, total_amount: 5000 };
      expect(settleEditedTotal(typed, { bil_aig_amount: 2000 })).toEqual({ ok: true, total_amount: 5000 });
      expect(settleEditedTotal(typed, { bil_aig_amount: 4950 })).toEqual({
        ok: false,
        message: 'Total amount ($5,000) is less than the sum of its parts: BIL, state and local ($5,050)',
      });
    });

    it('works out a total sent blank from the parts after the edit, and checks a total sent', () => {
      expect(settleEditedTotal(stored, { total_amount: null, local_amount: 0 })).toEqual({
        ok: true,
        total_amount: 1050,
      });
      expect(settleEditedTotal(stored, { total_amount: 1099.99 })).toEqual({
        ok: false,
        message: 'Total amount ($1,099.99) is less than the sum of its parts: BIL, state and local ($1,100)',
      });
      expect(settleEditedTotal(stored, { total_amount: 1200 })).toEqual({ ok: true, total_amount: 1200 });
    });
  });
});
