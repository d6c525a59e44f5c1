import { EMPTY_PROJECT_VALUES } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import {
  checkNewProject,
  checkProjectChanges,
  mergeCarriedEdit,
  PROJECT_FORM_FIELDS,
  toFieldErrors,
  toFormValues,
  warningsToConfirm,
  type FormValues,
} from './project-form-values';

const empty = toFormValues(EMPTY_PROJECT_VALUES);

describe('checkNewProject', () => {
  it('puts the shared schema messages beside the fields', () => {
    const check = checkNewProject({ ...empty, fiscal_year: '1999' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      project_title: 'Project title is required',
      airport_code: 'Airport code is required',
      fiscal_year: 'Fiscal year must be between 2000 and 2100',
    });
  });

  it('turns form text into the create body', () => {
    const check = checkNewProject({
      ...empty,
      project_title: ' Runway ',
      airport_code: 'bna',
      bil_aig_amount: '1500.5',
      total_amount: '',
    });
    expect(check).toMatchObject({
      ok: true,
      body: { project_title: 'Runway', airport_code: 'BNA', bil_aig_amount: 1500.5, grant_number: null },
    });
  });
});

describe('checkProjectChanges', () => {
  const initial = { ...empty, project_title: 'Runway', airport_code: 'BNA', status: 'legacy status' };

  it('sends only the changed fields (an old value elsewhere does not block the save)', () => {
    const check = checkProjectChanges(initial, { ...initial, comments: 'Checked' });
    expect(check).toEqual({ ok: true, changes: { comments: 'Checked' }, fields: ['comments'] });
  });

  it('says when nothing changed', () => {
    expect(checkProjectChanges(initial, { ...initial, project_title: 'Runway ' })).toEqual({
      ok: 'unchanged',
    });
  });

  it('refuses an edit that leaves the total below its parts, with the server’s words', () => {
    const typed = { ...initial, bil_aig_amount: '100', total_amount: '500' };
    expect(checkProjectChanges(typed, { ...typed, bil_aig_amount: '600' })).toEqual({
      ok: false,
      errors: {
        total_amount: 'Total amount ($500) is less than the sum of its parts: BIL, state and local ($600)',
      },
    });
    expect(checkProjectChanges(typed, { ...typed, bil_aig_amount: '400' })).toMatchObject({ ok: true });
  });

  it('refuses a changed field the schema refuses', () => {
    const check = checkProjectChanges(initial, { ...initial, project_title: '' });
    expect(check).toEqual({ ok: false, errors: { project_title: 'Project title is required' } });
  });
});

describe('warningsToConfirm', () => {
  const values = {
    ...empty,
    application_date: '2025-03-10',
    award_date: '2025-03-01',
    total_amount: '10',
    state_amount: '20',
  };

  it('asks about a date before the application (a total below its parts is refused, not asked about)', () => {
    expect(warningsToConfirm(values).map((warning) => warning.field)).toEqual(['award_date']);
  });

  it('does not question an edit that touched neither dates nor amounts', () => {
    expect(warningsToConfirm(values, ['comments'])).toEqual([]);
    expect(warningsToConfirm(values, ['state_amount'])).toHaveLength(1);
  });
});

describe('toFieldErrors', () => {
  it('reads server issue paths, with or without the changes prefix', () => {
    expect(
      toFieldErrors([
        { path: 'changes.airport_code', message: 'Airport XYZ is not in the airport list' },
        { path: 'version', message: 'ignored' },
      ]),
    ).toEqual({ airport_code: 'Airport XYZ is not in the airport list' });
  });
});

describe('carrying the person’s changes over a reload after a 409', () => {
  const blank = Object.fromEntries(PROJECT_FORM_FIELDS.map((field) => [field, ''])) as FormValues;
  const base = { ...blank, project_title: 'Runway', work_code: '', comments: 'old' };

  it('keeps their changes on top of the saved values and lists those someone else changed too', () => {
    const mine = { ...base, work_code: 'WC-1', comments: 'mine' };
    const saved = { ...base, comments: 'theirs', project_title: 'Runway 2' };
    const { values, conflicts } = mergeCarriedEdit(base, mine, saved);
    expect(values.work_code).toBe('WC-1');
    expect(values.comments).toBe('mine');
    // A field only the other person changed takes their value, silently.
    expect(values.project_title).toBe('Runway 2');
    expect(conflicts).toEqual([{ field: 'comments', mine: 'mine', saved: 'theirs' }]);
  });

  it('lists nothing when both typed the same value', () => {
    const mine = { ...base, comments: 'same' };
    expect(mergeCarriedEdit(base, mine, { ...base, comments: 'same' }).conflicts).toEqual([]);
  });
});
