import { describe, expect, it } from 'vitest';
import { computeMonthlyTrends, formatGrantNumberList, formatMonthLabel } from './monthly-trends';
import { buildProject, SAMPLE_PROJECTS } from './grant-metrics.fixtures';

describe('computeMonthlyTrends', () => {
  it('groups the sample by application month, oldest first', () => {
    expect(computeMonthlyTrends(SAMPLE_PROJECTS)).toEqual([
      {
        month: '2025-01',
        totalFunding: 161_000,
        projectCount: 3,
        avgProcessingDays: 59, // (60 + 70 + 46) / 3
        grantNumbers: ['101'],
        grantCount: 1,
        bil_application_numbers: ['BIL-1', 'BIL-2'],
        bilApplicationCount: 2,
      },
      {
        month: '2025-02',
        totalFunding: 0,
        projectCount: 1,
        avgProcessingDays: null,
        grantNumbers: ['99'],
        grantCount: 1,
        bil_application_numbers: [],
        bilApplicationCount: 0,
      },
      {
        month: '2025-03',
        totalFunding: 201_000,
        projectCount: 2,
        avgProcessingDays: 31, // only the Unknown project has an award
        grantNumbers: ['99'],
        grantCount: 1,
        bil_application_numbers: [],
        bilApplicationCount: 0,
      },
    ]);
  });

  it('leaves out projects without a valid application date and sorts months across years', () => {
    const trends = computeMonthlyTrends([
      buildProject({ grant_number: '2', application_date: '2025-01-05' }),
      buildProject({ grant_number: '1', application_date: '2024-12-31' }),
      buildProject({ grant_number: '3', application_date: '2024-13-01' }),
      buildProject({ grant_number: '3', application_date: null }),
    ]);
    expect(trends.map((trend) => trend.month)).toEqual(['2024-12', '2025-01']);
  });

  it('lists grant numbers in grant order', () => {
    const [trend] = computeMonthlyTrends(
      ['7', '120', '15', '120'].map((grant) =>
        buildProject({ grant_number: grant, application_date: '2025-05-01' }),
      ),
    );
    expect(trend?.grantNumbers).toEqual(['120', '15', '7']);
  });

  it('sends the first 5 grant and application numbers of a month and how many there are', () => {
    const grants = ['3', '11', '7', '120', '15', '2', '99', '15', '1000'];
    const [trend] = computeMonthlyTrends(
      grants.map((grant, index) =>
        buildProject({
          grant_number: grant,
          application_date: '2025-05-01',
          bil_application_number: `BIL-${9 - index}`,
        }),
      ),
    );
    expect(trend?.grantNumbers).toEqual(['1000', '120', '99', '15', '11']);
    expect(trend?.grantCount).toBe(8);
    expect(trend?.bil_application_numbers).toEqual(['BIL-1', 'BIL-2', 'BIL-3', 'BIL-4', 'BIL-5']);
    expect(trend?.bilApplicationCount).toBe(9);
    expect(formatGrantNumberList(trend?.grantNumbers ?? [], undefined, trend?.grantCount)).toBe(
      '1000, 120, 99, 15, 11 +3 more',
    );
  });
});

describe('formatGrantNumberList', () => {
  it("shows at most 5 grant numbers, then '+N more'", () => {
    expect(formatGrantNumberList(['1', '2', '3', '4', '5', '6', '7'])).toBe('1, 2, 3, 4, 5 +2 more');
    expect(formatGrantNumberList(['1', '2', '3', '4', '5'])).toBe('1, 2, 3, 4, 5');
    expect(formatGrantNumberList(['9'])).toBe('9');
    expect(formatGrantNumberList([])).toBe('');
  });

  it('counts the ones not sent when given the total', () => {
    expect(formatGrantNumberList(['1', '2', '3', '4', '5'], 5, 12)).toBe('1, 2, 3, 4, 5 +7 more');
    expect(formatGrantNumberList(['1', '2'], 5, 2)).toBe('1, 2');
  });
});

describe('formatMonthLabel', () => {
  it('names the month', () => {
    expect(formatMonthLabel('2025-03')).toBe('Mar 2025');
    expect(formatMonthLabel('2024-12')).toBe('Dec 2024');
    expect(formatMonthLabel('2025-13')).toBe('2025-13');
    expect(formatMonthLabel('March')).toBe('March');
  });
});
