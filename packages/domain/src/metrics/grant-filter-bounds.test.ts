import { describe, expect, it } from 'vitest';
import { computeGrantFilterBounds } from './grant-filter-bounds';
import { computeGrantMetrics } from './grant-metrics';
import { buildProject, SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';

describe('computeGrantFilterBounds', () => {
  it('runs amount sliders from 0 to the largest value, rounded up to a whole step', () => {
    const bounds = computeGrantFilterBounds(computeGrantMetrics(SAMPLE_PROJECTS, TODAY));
    expect(bounds.bilAmount).toEqual({ min: 0, max: 200_000, step: 10_000 });
    expect(bounds.stateAmount).toEqual({ min: 0, max: 10_000, step: 5_000 }); // largest 6,000
    expect(bounds.localAmount).toEqual({ min: 0, max: 5_000, step: 5_000 });
    expect(bounds.totalAmount).toEqual({ min: 0, max: 200_000, step: 25_000 });
    expect(bounds.projectCount).toEqual({ min: 1, max: 3, step: 1 });
  });

  it('keeps the day defaults (0-500, 0-200, step 5) while no grant exceeds them', () => {
    const bounds = computeGrantFilterBounds(computeGrantMetrics(SAMPLE_PROJECTS, TODAY));
    expect(bounds.daysToAward).toEqual({ min: 0, max: 500, step: 5 });
    expect(bounds.daysToSubAward).toEqual({ min: 0, max: 200, step: 5 });
  });

  it('grows a day slider to 110% of the largest value above its default', () => {
    const grants = computeGrantMetrics(
      [
        buildProject({ grant_number: '1', days_to_award: 600, days_to_sub_award: 250 }),
        buildProject({ grant_number: '2', days_to_award: 200, days_to_sub_award: 201 }),
      ],
      TODAY,
    );
    const bounds = computeGrantFilterBounds(grants);
    expect(bounds.daysToAward.max).toBe(660);
    expect(bounds.daysToSubAward.max).toBe(275);
    const single = computeGrantFilterBounds(
      computeGrantMetrics([buildProject({ grant_number: '1', days_to_award: 601 })], TODAY),
    );
    expect(single.daysToAward.max).toBe(665); // 661.1 rounded up to a step of 5
  });

  it('keeps usable sliders with no grants', () => {
    const bounds = computeGrantFilterBounds([]);
    expect(bounds.bilAmount).toEqual({ min: 0, max: 10_000, step: 10_000 });
    expect(bounds.totalAmount.max).toBe(25_000);
    expect(bounds.projectCount).toEqual({ min: 1, max: 1, step: 1 });
  });
});
