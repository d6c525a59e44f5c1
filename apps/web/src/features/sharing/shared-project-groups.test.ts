import { describe, expect, it } from 'vitest';
import { groupProjectsByGrant, NO_GRANT_LABEL } from '@/components/project-table';
import {
  DEFAULT_GROUP_SORT,
  facilityTemplateOf,
  initialOpenGroup,
  nextGroupSort,
  sortProjectGroups,
  type SharedProjectRow,
} from './shared-project-groups';

function project(id: string, fields: Partial<SharedProjectRow>): SharedProjectRow {
  return {
    id,
    key: id,
    grant_number: null,
    total_amount: 0,
    bil_aig_amount: 0,
    bil_atp_amount: 0,
    bil_fct_amount: 0,
    application_date: null,
    upin: null,
    facility_url: null,
    ...fields,
  } as SharedProjectRow;
}

const projects = [
  project('a', { grant_number: '9', total_amount: 500, application_date: '2024-01-01' }),
  project('b', { grant_number: '12', total_amount: 100, application_date: '2023-01-01' }),
  project('c', { grant_number: '12', total_amount: 100, application_date: '2023-02-01' }),
  project('d', { grant_number: null, total_amount: 9000 }),
];

const labels = (sort = DEFAULT_GROUP_SORT) =>
  sortProjectGroups(groupProjectsByGrant(projects), sort).map((group) => group.label);

describe('shared project page groups (SPEC §4)', () => {
  it('starts by grant number descending, no grant last', () => {
    expect(labels()).toEqual(['Grant #12', 'Grant #9', NO_GRANT_LABEL]);
    expect(labels({ key: 'grant_number', direction: 'asc' })).toEqual([
      'Grant #9',
      'Grant #12',
      NO_GRANT_LABEL,
    ]);
  });

  it('sorts by funding, project count and date, keeping no grant last', () => {
    expect(labels({ key: 'total_amount', direction: 'desc' })).toEqual([
      'Grant #9',
      'Grant #12',
      NO_GRANT_LABEL,
    ]);
    expect(labels({ key: 'project_count', direction: 'desc' })).toEqual([
      'Grant #12',
      'Grant #9',
      NO_GRANT_LABEL,
    ]);
    expect(labels({ key: 'application_date', direction: 'asc' })).toEqual([
      'Grant #12',
      'Grant #9',
      NO_GRANT_LABEL,
    ]);
  });

  it('flips the direction of the same key and starts a new key descending', () => {
    expect(nextGroupSort(DEFAULT_GROUP_SORT, 'grant_number')).toEqual({
      key: 'grant_number',
      direction: 'asc',
    });
    expect(nextGroupSort({ key: 'grant_number', direction: 'asc' }, 'project_count')).toEqual({
      key: 'project_count',
      direction: 'desc',
    });
  });

  it('opens only the highest grant, or the no-grant group when none has a number', () => {
    const groups = groupProjectsByGrant(projects);
    expect(groups.find((group) => group.key === initialOpenGroup(groups))?.label).toBe('Grant #12');
    const noGrant = groupProjectsByGrant([project('x', {})]);
    expect(noGrant.find((group) => group.key === initialOpenGroup(noGrant))?.label).toBe(NO_GRANT_LABEL);
    expect(initialOpenGroup([])).toBeNull();
  });

  it('recovers the UPIN link template from a facility link', () => {
    const withLink = project('u', { upin: '12 34', facility_url: 'https://fac.example/u/12%2034?x=1' });
    expect(facilityTemplateOf([withLink])).toBe('https://fac.example/u/{upin}?x=1');
  });
});
