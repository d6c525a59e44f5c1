import { describe, expect, it } from 'vitest';
import { filterDashboardProjects, formatGrantLabel, normaliseStatus } from './project-for-metrics';
import { normaliseGrantNumber } from '../projects/grant-number';

describe('grant numbers', () => {
  it('trims and treats blanks as missing', () => {
    expect(normaliseGrantNumber(' 42 ')).toBe('42');
    expect(normaliseGrantNumber('   ')).toBeNull();
    expect(normaliseGrantNumber(null)).toBeNull();
    expect(normaliseGrantNumber(undefined)).toBeNull();
  });

  it("labels a grant 'Grant #n', or 'Grant #0 (Unknown)' without a number", () => {
    expect(formatGrantLabel('42')).toBe('Grant #42');
    expect(formatGrantLabel('')).toBe('Grant #0 (Unknown)');
    expect(formatGrantLabel(null)).toBe('Grant #0 (Unknown)');
  });

  it('keeps only projects with a non-blank grant number for the dashboard', () => {
    const projects = [
      { grant_number: '1' },
      { grant_number: ' ' },
      { grant_number: null },
      {},
      { grant_number: '2 ' },
    ];
    expect(filterDashboardProjects(projects)).toEqual([{ grant_number: '1' }, { grant_number: '2 ' }]);
  });
});

describe('normaliseStatus', () => {
  it('trims and lower-cases; blank is unknown', () => {
    expect(normaliseStatus(' Pending Award ')).toBe('pending award');
    expect(normaliseStatus('')).toBe('unknown');
    expect(normaliseStatus(null)).toBe('unknown');
  });
});
