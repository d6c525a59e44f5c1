import { describe, expect, it } from 'vitest';
import { compareGrantNumbers } from '../projects/grant-number';
import { sortGrantsForChart } from './sorting';

describe('compareGrantNumbers', () => {
  it('puts numeric grant numbers in descending numeric order', () => {
    expect(['9', '101', '23', '1000'].sort(compareGrantNumbers)).toEqual(['1000', '101', '23', '9']);
  });

  it('puts Unknown, blank and missing last', () => {
    expect(['Unknown', '5', null, '', '12', undefined].sort(compareGrantNumbers)).toEqual([
      '12',
      '5',
      'Unknown',
      null,
      '',
      undefined,
    ]);
  });

  it('compares as text, descending, when either is not a number', () => {
    expect(['A-2', 'B-1', 'A-10'].sort(compareGrantNumbers)).toEqual(['B-1', 'A-10', 'A-2']);
    expect(compareGrantNumbers('3-045-0100-2024', '3-045-0099-2024')).toBeLessThan(0);
  });

  it('orders equal numbers by text so the result is stable', () => {
    expect(compareGrantNumbers('7', '007')).toBeLessThan(0);
    expect(compareGrantNumbers('7', '7')).toBe(0);
  });
});

describe('sortGrantsForChart', () => {
  const grants = [
    { name: '12', daysToAward: 40 },
    { name: 'Unknown', daysToAward: 200 },
    { name: '100', daysToAward: null },
    { name: '7', daysToAward: 120 },
    { name: '30', daysToAward: 40 },
  ];

  it('sorts by grant number, Unknown last', () => {
    expect(sortGrantsForChart(grants, 'grantNumber').map((grant) => grant.name)).toEqual([
      '100',
      '30',
      '12',
      '7',
      'Unknown',
    ]);
  });

  it('sorts by processing time, longest first, ties by grant number, no value last', () => {
    expect(sortGrantsForChart(grants, 'processingTime').map((grant) => grant.name)).toEqual([
      'Unknown',
      '7',
      '30',
      '12',
      '100',
    ]);
  });

  it('sorts alphabetically A to Z, Unknown last, without touching the input', () => {
    expect(sortGrantsForChart(grants, 'alphabetical').map((grant) => grant.name)).toEqual([
      '7',
      '12',
      '30',
      '100',
      'Unknown',
    ]);
    expect(grants[0]?.name).toBe('12');
  });
});
