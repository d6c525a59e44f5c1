import { describe, expect, it } from 'vitest';
import {
  completeProjectValues,
  EMPTY_PROJECT_VALUES,
  isProjectId,
  projectChangesSchema,
  projectCreateBodySchema,
  projectDeleteBodySchema,
  projectListQuerySchema,
  projectUpdateBodySchema,
  requiredReasonBodySchema,
} from './project.schema';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('projectCreateBodySchema', () => {
  it('trims strings, turns blanks into null, upper-cases the airport code and normalises the status', () => {
    const body = projectCreateBodySchema.parse({
      airport_code: ' bna ',
      project_title: '  New apron  ',
      grant_number: '   ',
      upin: ' 124330 ',
      status: ' Pending Award ',
      application_date: ' 2024-02-29 ',
      award_date: '',
    });
    expect(body).toEqual({
      airport_code: 'BNA',
      project_title: 'New apron',
      grant_number: null,
      upin: '124330',
      status: 'pending award',
      application_date: '2024-02-29',
      award_date: null,
    });
  });

  it('requires the airport code and the title', () => {
    expect(issuesOf(projectCreateBodySchema.safeParse({}))).toEqual([
      ['airport_code', 'Airport code is required'],
      ['project_title', 'Project title is required'],
    ]);
    expect(issuesOf(projectCreateBodySchema.safeParse({ airport_code: '  ', project_title: '   ' }))).toEqual(
      [
        ['airport_code', 'Airport code is required'],
        ['project_title', 'Project title is required'],
      ],
    );
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    for (const date of ['2023-02-29', '2024-13-01', '2024-1-5', '01/05/2024', '2024-01-05T00:00:00Z']) {
      const result = projectCreateBodySchema.safeParse({
        airport_code: 'BNA',
        project_title: 'x',
        psr_date: date,
      });
      expect({ date, issues: issuesOf(result) }).toEqual({
        date,
        issues: [['psr_date', 'PSR date must be a real date (YYYY-MM-DD)']],
      });
    }
  });

  it('reads amounts as dollars: numbers or typed numbers, blank is 0, never negative, at most 2 decimals', () => {
    const body = projectCreateBodySchema.parse({
      airport_code: 'BNA',
      project_title: 'x',
      total_amount: '$1,234.50',
      state_amount: '',
      local_amount: null,
      bil_aig_amount: 1000,
      bil_atp_amount: 0.1,
    });
    expect(body).toMatchObject({
      total_amount: 1234.5,
      state_amount: 0,
      local_amount: 0,
      bil_aig_amount: 1000,
      bil_atp_amount: 0.1,
    });
    expect(
      projectCreateBodySchema.parse({
        airport_code: 'BNA',
        project_title: 'x',
        state_amount: 999_999_999_999.99,
      }).state_amount,
    ).toBe(999_999_999_999.99);
    const bad = projectCreateBodySchema.safeParse({
      airport_code: 'BNA',
      project_title: 'x',
      total_amount: -1,
      state_amount: 1.005,
      local_amount: 'twelve',
      bil_aig_amount: 1e12,
      bil_atp_amount: true,
    });
    expect(issuesOf(bad)).toEqual([
      ['bil_aig_amount', 'BIL AIG amount is too large'],
      ['bil_atp_amount', 'BIL ATP amount must be a number'],
      ['state_amount', 'State amount can have at most 2 decimal places'],
      ['local_amount', 'Local amount must be a number'],
      ['total_amount', 'Total amount cannot be negative'],
    ]);
  });

  it('checks whole numbers, lengths and statuses', () => {
    const bad = projectCreateBodySchema.safeParse({
      airport_code: 'BN',
      project_title: 'x'.repeat(201),
      fiscal_year: 1999,
      days_to_award: '3.5',
      upin: 'u'.repeat(51),
      status: 'done',
    });
    expect(issuesOf(bad)).toEqual([
      ['upin', 'UPIN must be at most 50 characters'],
      ['airport_code', 'Airport code must be 3 or 4 letters or digits'],
      ['project_title', 'Project title must be at most 200 characters'],
      [
        'status',
        expect.stringContaining('Status must be one of: pending, approved, pending award') as string,
      ],
      ['days_to_award', 'Days to award must be a whole number'],
      ['fiscal_year', 'Fiscal year must be between 2000 and 2100'],
    ]);
    expect(
      projectCreateBodySchema.parse({ airport_code: 'M54', project_title: 'x', fiscal_year: '2025' })
        .fiscal_year,
    ).toBe(2025);
  });

  it('refuses fields the server owns', () => {
    const result = projectCreateBodySchema.safeParse({
      airport_code: 'BNA',
      project_title: 'x',
      id: 'mine',
      version: 3,
    });
    expect(result.success).toBe(false);
  });

  it('fills what a create leaves out from the empty project', () => {
    const values = completeProjectValues(
      projectCreateBodySchema.parse({ airport_code: 'BNA', project_title: 'x', state_amount: 5 }),
    );
    expect(values).toEqual({
      ...EMPTY_PROJECT_VALUES,
      airport_code: 'BNA',
      project_title: 'x',
      state_amount: 5,
      total_amount: 5,
    });
    expect(values.status).toBe('pending');
  });
});

describe('projectUpdateBodySchema', () => {
  it('takes the opened version and only the fields given', () => {
    expect(
      projectUpdateBodySchema.parse({ version: 3, changes: { grant_number: ' ', total_amount: '10' } }),
    ).toEqual({
      version: 3,
      changes: { grant_number: null, total_amount: 10 },
    });
  });

  it('refuses an empty change, a blank title and a missing version', () => {
    expect(issuesOf(projectChangesSchema.safeParse({}))).toEqual([['', 'Nothing to change']]);
    expect(
      issuesOf(projectUpdateBodySchema.safeParse({ version: 1, changes: { project_title: ' ' } })),
    ).toEqual([['changes.project_title', 'Project title is required']]);
    expect(projectUpdateBodySchema.safeParse({ changes: { project_title: 'x' } }).success).toBe(false);
  });
});

describe('isProjectId', () => {
  it('accepts UUIDs of versions 1 to 5 with the standard variant only', () => {
    expect(isProjectId('9b72eb97-6350-437b-a72e-6281eee5148f')).toBe(true);
    expect(isProjectId('9B72EB97-6350-137B-A72E-6281EEE5148F')).toBe(true);
    expect(isProjectId('9b72eb97-6350-637b-a72e-6281eee5148f')).toBe(false);
    expect(isProjectId('9b72eb97-6350-437b-c72e-6281eee5148f')).toBe(false);
    expect(isProjectId('00000000-0000-0000-0000-000000000000')).toBe(false);
    expect(isProjectId('abc')).toBe(false);
  });
});

describe('list and delete requests', () => {
  it('defaults to page 1 of 5000 and treats a blank or _all grant as every grant', () => {
    expect(projectListQuerySchema.parse({})).toEqual({ page: 1, limit: 5000 });
    expect(projectListQuerySchema.parse({ grant: '_all', search: '  ' })).toEqual({ page: 1, limit: 5000 });
    expect(projectListQuerySchema.parse({ page: '2', limit: '50', grant: ' 101 ' })).toMatchObject({
      page: 2,
      limit: 50,
      grant: '101',
    });
    expect(projectListQuerySchema.safeParse({ limit: '5001' }).success).toBe(false);
  });

  it('makes the delete reason optional and the force-delete reason required', () => {
    expect(projectDeleteBodySchema.parse(null)).toBeNull();
    expect(projectDeleteBodySchema.parse({ reason: '  ' })).toEqual({ reason: null });
    expect(issuesOf(requiredReasonBodySchema.safeParse({ reason: ' ' }))).toEqual([
      ['reason', 'Please give a reason'],
    ]);
    expect(requiredReasonBodySchema.parse({ reason: ' Duplicate ' })).toEqual({ reason: 'Duplicate' });
  });
});
