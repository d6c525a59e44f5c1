import { describe, expect, it } from 'vitest';
import { buildTableProject } from './project-table.fixtures';
import {
  ALL_VALUES,
  buildFilterOptions,
  buildFilterPredicate,
  countActiveFilters,
  NO_FILTERS,
  NOT_SET_VALUE,
  nextFilterValues,
} from './project-filters';

describe('nextFilterValues (SPEC §4 _all)', () => {
  it('replaces _all with the first picked value', () => {
    expect(nextFilterValues([ALL_VALUES], [ALL_VALUES, '180'])).toEqual(['180']);
  });

  it('adds further values', () => {
    expect(nextFilterValues(['180'], ['180', '179'])).toEqual(['180', '179']);
  });

  it('returns to _all when the last value is cleared', () => {
    expect(nextFilterValues(['180'], [])).toEqual([ALL_VALUES]);
  });

  it('returns to _all when _all is picked again', () => {
    expect(nextFilterValues(['180', '179'], ['180', '179', ALL_VALUES])).toEqual([ALL_VALUES]);
  });

  it('keeps _all when _all itself is removed', () => {
    expect(nextFilterValues([ALL_VALUES], [])).toEqual([ALL_VALUES]);
  });
});

describe('filter options and predicate', () => {
  const projects = [
    buildTableProject({ id: 'a', grant_number: '9', status: 'executed', tdot_pm: 'Alicia Gaines' }),
    buildTableProject({ id: 'b', grant_number: '10', status: 'Pending Award' }),
    buildTableProject({ id: 'c', grant_number: null, upin: ' 123 ' }),
  ];

  it('lists distinct values, grants newest first, with (Not set) last', () => {
    const options = buildFilterOptions(projects);
    expect(options.grant.map((option) => option.label)).toEqual(['Grant #10', 'Grant #9', '(Not set)']);
    expect(options.status.map((option) => option.label)).toEqual(['Executed', 'Pending', 'Pending Award']);
    expect(options.upin).toEqual([
      { value: '123', label: '123' },
      { value: NOT_SET_VALUE, label: '(Not set)' },
    ]);
  });

  it('lets everything through with no filter', () => {
    expect(projects.filter(buildFilterPredicate(NO_FILTERS))).toHaveLength(3);
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
  });

  it('combines filters with AND and values with OR, matching status case-insensitively', () => {
    const filters = { ...NO_FILTERS, grant: ['10', NOT_SET_VALUE], status: ['pending award'] };
    expect(projects.filter(buildFilterPredicate(filters)).map((project) => project.id)).toEqual(['b']);
    expect(countActiveFilters(filters)).toBe(2);
  });
});
