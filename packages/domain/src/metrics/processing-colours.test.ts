import { describe, expect, it } from 'vitest';
import { awardDaysColor, subAwardDaysColor } from './processing-colours';

describe('table day colours', () => {
  it('colours award days 91-120 orange and 121+ red', () => {
    expect(awardDaysColor(90)).toBeNull();
    expect(awardDaysColor(91)).toBe('orange');
    expect(awardDaysColor(120)).toBe('orange');
    expect(awardDaysColor(121)).toBe('red');
    expect(awardDaysColor(90.2)).toBe('orange');
    expect(awardDaysColor(null)).toBeNull();
  });

  it('colours sub-award days 31-60 orange and 61+ red', () => {
    expect(subAwardDaysColor(30)).toBeNull();
    expect(subAwardDaysColor(31)).toBe('orange');
    expect(subAwardDaysColor(60)).toBe('orange');
    expect(subAwardDaysColor(61)).toBe('red');
    expect(subAwardDaysColor(undefined)).toBeNull();
    expect(subAwardDaysColor(Number.NaN)).toBeNull();
  });
});
