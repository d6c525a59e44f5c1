import { describe, expect, it } from 'vitest';
import { computeGrantFilterBounds } from './grant-filter-bounds';
import {
  applyGrantFilters,
  clearGrantFilter,
  createDefaultGrantFilters,
  isRangeFilterActive,
  listActiveGrantFilters,
  matchesGrantSearch,
  type GrantMetricsFilters,
} from './grant-filters';
import { computeGrantMetrics } from './grant-metrics';
import { SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';

// 101: BIL 150,000, 3 projects, 59 award days, awarded / sub-award pending, primary 'approved'.
// 99: BIL 200,000, 3 projects, no award days, pending / pending, primary 'pending'.
// Unknown: BIL 0, 2 projects, 31 award days, awarded / completed, primary 'executed'.
const grants = computeGrantMetrics(SAMPLE_PROJECTS, TODAY);
const bounds = computeGrantFilterBounds(grants);
const defaults = createDefaultGrantFilters(bounds);

function filterNames(changes: Partial<GrantMetricsFilters>, list = grants): string[] {
  return applyGrantFilters(list, { ...defaults, ...changes }, bounds).map((grant) => grant.name);
}

describe('createDefaultGrantFilters', () => {
  it('lets every grant through', () => {
    expect(defaults).toMatchObject({
      bilAmount: [0, 200_000],
      projectCount: [1, 3],
      daysToAward: [0, 500],
      search: '',
      awardStatus: 'all',
      subAwardStatus: 'all',
      primaryStatus: 'all',
    });
    expect(filterNames({})).toEqual(['101', '99', 'Unknown']);
  });
});

describe('range filters', () => {
  it('apply only when they differ from the full range', () => {
    expect(isRangeFilterActive([0, 200_000], bounds.bilAmount)).toBe(false);
    expect(isRangeFilterActive([-5, 300_000], bounds.bilAmount)).toBe(false); // covers the full range
    expect(isRangeFilterActive([0, 190_000], bounds.bilAmount)).toBe(true);
    expect(isRangeFilterActive([10_000, 200_000], bounds.bilAmount)).toBe(true);
  });

  it('keep grants within the range, ends included', () => {
    expect(filterNames({ bilAmount: [0, 150_000] })).toEqual(['101', 'Unknown']);
    expect(filterNames({ bilAmount: [150_000, 200_000] })).toEqual(['101', '99']);
    expect(filterNames({ projectCount: [3, 3] })).toEqual(['101', '99']);
    expect(filterNames({ totalAmount: [0, 175_000] })).toEqual(['101', 'Unknown']);
  });

  it('let grants with no day count pass the days filters', () => {
    expect(filterNames({ daysToAward: [0, 40] })).toEqual(['99', 'Unknown']);
    expect(filterNames({ daysToSubAward: [26, 200] })).toEqual(['99', 'Unknown']);
  });
});

describe('status filters', () => {
  it('match the award and sub-award display statuses', () => {
    expect(filterNames({ awardStatus: 'pending' })).toEqual(['99']);
    expect(filterNames({ awardStatus: 'awarded' })).toEqual(['101', 'Unknown']);
    expect(filterNames({ subAwardStatus: 'completed' })).toEqual(['Unknown']);
    expect(filterNames({ subAwardStatus: 'pending' })).toEqual(['101', '99']);
  });

  it('match the primary status as a substring', () => {
    expect(filterNames({ primaryStatus: 'approved' })).toEqual(['101']);
    const withPendingAward = grants.map((grant) =>
      grant.name === 'Unknown' ? { ...grant, primaryStatus: 'pending award' } : grant,
    );
    expect(filterNames({ primaryStatus: 'pending' }, withPendingAward)).toEqual(['99', 'Unknown']);
    expect(filterNames({ primaryStatus: 'pending award' }, withPendingAward)).toEqual(['Unknown']);
  });
});

describe('keyword search', () => {
  it('matches grant number, label, BIL application numbers and status, ignoring case', () => {
    expect(filterNames({ search: 'bil-1' })).toEqual(['101']);
    expect(filterNames({ search: ' UNKNOWN ' })).toEqual(['Unknown']);
    expect(filterNames({ search: 'grant #9' })).toEqual(['99']);
    expect(filterNames({ search: 'executed' })).toEqual(['Unknown']);
    expect(filterNames({ search: 'nothing like this' })).toEqual([]);
  });

  it('lets everything through when blank', () => {
    expect(grants.every((grant) => matchesGrantSearch(grant, '   '))).toBe(true);
  });

  it('combines with the other filters', () => {
    expect(filterNames({ search: '1', awardStatus: 'awarded', bilAmount: [100_000, 200_000] })).toEqual([
      '101',
    ]);
  });
});

describe('active filter chips', () => {
  it('lists only the filters in force, with readable labels', () => {
    const filters: GrantMetricsFilters = {
      ...defaults,
      search: 'ignored here',
      bilAmount: [0, 100_000],
      daysToAward: [0, 120],
      awardStatus: 'pending',
      primaryStatus: 'pending sub-award',
    };
    expect(listActiveGrantFilters(filters, bounds)).toEqual([
      { key: 'bilAmount', label: 'BIL: $0 - $100K' },
      { key: 'daysToAward', label: 'Days to Award: 0 - 120' },
      { key: 'awardStatus', label: 'Award: Pending' },
      { key: 'primaryStatus', label: 'Primary Status: Pending Sub-Award' },
    ]);
    expect(listActiveGrantFilters(defaults, bounds)).toEqual([]);
    expect(listActiveGrantFilters({ ...defaults, subAwardStatus: 'completed' }, bounds)).toEqual([
      { key: 'subAwardStatus', label: 'Sub-Award: Completed' },
    ]);
  });

  it('clears one filter back to its default', () => {
    const filters: GrantMetricsFilters = { ...defaults, bilAmount: [0, 100_000], awardStatus: 'pending' };
    expect(clearGrantFilter(filters, 'bilAmount', bounds)).toEqual({ ...defaults, awardStatus: 'pending' });
    expect(clearGrantFilter(filters, 'awardStatus', bounds)).toEqual({
      ...defaults,
      bilAmount: [0, 100_000],
    });
  });
});
