import { describe, expect, it } from 'vitest';
import { computeGrantMetrics } from './grant-metrics';
import { SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';
import { DEFAULT_GRANT_TABLE_SORT, nextGrantTableSort, sortGrantTable } from './grant-table-sort';

const grants = computeGrantMetrics(SAMPLE_PROJECTS, TODAY); // 101, 99, Unknown
const names = (sorted: typeof grants) => sorted.map((grant) => grant.name);

describe('nextGrantTableSort', () => {
  it('starts by grant name descending', () => {
    expect(DEFAULT_GRANT_TABLE_SORT).toEqual({ key: 'name', direction: 'desc' });
  });

  it('sorts a newly clicked column descending, then toggles', () => {
    const first = nextGrantTableSort(DEFAULT_GRANT_TABLE_SORT, 'totalAmount');
    expect(first).toEqual({ key: 'totalAmount', direction: 'desc' });
    const second = nextGrantTableSort(first, 'totalAmount');
    expect(second).toEqual({ key: 'totalAmount', direction: 'asc' });
    expect(nextGrantTableSort(second, 'totalAmount')).toEqual({ key: 'totalAmount', direction: 'desc' });
  });
});

describe('sortGrantTable', () => {
  it('sorts by grant number, Unknown last both ways', () => {
    expect(names(sortGrantTable(grants, { key: 'name', direction: 'desc' }))).toEqual([
      '101',
      '99',
      'Unknown',
    ]);
    expect(names(sortGrantTable(grants, { key: 'name', direction: 'asc' }))).toEqual([
      '99',
      '101',
      'Unknown',
    ]);
  });

  it('sorts numbers, empty values last both ways', () => {
    // daysToAward: 101 = 59, 99 = none, Unknown = 31.
    expect(names(sortGrantTable(grants, { key: 'daysToAward', direction: 'desc' }))).toEqual([
      '101',
      'Unknown',
      '99',
    ]);
    expect(names(sortGrantTable(grants, { key: 'daysToAward', direction: 'asc' }))).toEqual([
      'Unknown',
      '101',
      '99',
    ]);
    expect(names(sortGrantTable(grants, { key: 'totalAmount', direction: 'desc' }))).toEqual([
      '99',
      '101',
      'Unknown',
    ]);
  });

  it('sorts text columns alphabetically and breaks ties by grant number', () => {
    // primaryStatus: 101 approved, 99 pending, Unknown executed.
    expect(names(sortGrantTable(grants, { key: 'primaryStatus', direction: 'asc' }))).toEqual([
      '101',
      'Unknown',
      '99',
    ]);
    // awardDisplayStatus: 101 and Unknown awarded, 99 pending.
    expect(names(sortGrantTable(grants, { key: 'awardDisplayStatus', direction: 'asc' }))).toEqual([
      '101',
      'Unknown',
      '99',
    ]);
  });

  it('does not change the input', () => {
    sortGrantTable(grants, { key: 'name', direction: 'asc' });
    expect(names(grants)).toEqual(['101', '99', 'Unknown']);
  });
});
