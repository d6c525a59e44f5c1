import { describe, expect, it } from 'vitest';
import { AWARD_TARGET_DAYS, daysOverTarget, isOverdue, SUB_AWARD_TARGET_DAYS } from './targets';

describe('targets', () => {
  it('are 90 days to award and 60 to sub-award', () => {
    expect(AWARD_TARGET_DAYS).toBe(90);
    expect(SUB_AWARD_TARGET_DAYS).toBe(60);
  });

  it('counts days over target as days minus the target, never below 0', () => {
    expect(daysOverTarget(125)).toBe(35);
    expect(daysOverTarget(90)).toBe(0);
    expect(daysOverTarget(40)).toBe(0);
    expect(daysOverTarget(75, SUB_AWARD_TARGET_DAYS)).toBe(15);
  });

  it('is overdue only above 90 days', () => {
    expect(isOverdue(91)).toBe(true);
    expect(isOverdue(90)).toBe(false);
    expect(isOverdue(null)).toBe(false);
    expect(isOverdue(undefined)).toBe(false);
  });
});
