import { describe, expect, it } from 'vitest';
import { groupProjectsByGrant, NO_GRANT_LABEL } from './group-projects';
import { buildTableProject } from './project-table.fixtures';
import { buildSearchText, matchesSearch, parseSearchWords } from './search-index';

describe('groupProjectsByGrant', () => {
  const projects = [
    buildTableProject({
      id: 'a',
      grant_number: '9',
      bil_aig_amount: 100.1,
      total_amount: 200,
      bil_application_number: 'BIL-1',
    }),
    buildTableProject({ id: 'b', grant_number: null, total_amount: 5 }),
    buildTableProject({ id: 'c', grant_number: '10', bil_atp_amount: 50, total_amount: 60 }),
    buildTableProject({
      id: 'd',
      grant_number: ' 9 ',
      bil_fct_amount: 0.2,
      total_amount: 0.1,
      bil_application_number: 'BIL-2',
    }),
    buildTableProject({ id: 'e', grant_number: '9', bil_application_number: 'BIL-1' }),
  ];

  it('orders grants by number descending with no grant last', () => {
    expect(groupProjectsByGrant(projects).map((group) => group.label)).toEqual([
      'Grant #10',
      'Grant #9',
      NO_GRANT_LABEL,
    ]);
  });

  it('sums BIL and total amounts to the cent and lists distinct application numbers', () => {
    const nine = groupProjectsByGrant(projects)[1];
    expect(nine?.projects.map((project) => project.id)).toEqual(['a', 'd', 'e']);
    expect(nine?.bilTotal).toBe(100.3);
    expect(nine?.total).toBe(200.1);
    expect(nine?.bilApplicationNumbers).toEqual(['BIL-1', 'BIL-2']);
  });
});

describe('keyword search', () => {
  const text = buildSearchText(
    buildTableProject({ project_title: 'Rehabilitate Taxiway B', upin: '139194', status: 'pending award' }),
  );

  it('matches every word anywhere, ignoring case', () => {
    expect(matchesSearch(text, parseSearchWords('taxiway  BNA'))).toBe(true);
    expect(matchesSearch(text, parseSearchWords('1391'))).toBe(true);
    expect(matchesSearch(text, parseSearchWords('Pending Award'))).toBe(true);
    expect(matchesSearch(text, parseSearchWords('taxiway memphis'))).toBe(false);
  });

  it('matches everything with an empty search', () => {
    expect(matchesSearch(text, parseSearchWords('   '))).toBe(true);
  });
});
