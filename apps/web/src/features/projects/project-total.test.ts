import { projectChangesSchema } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import { PROJECT_FORM_FIELDS, type FormValues } from './project-form-values';
import { amountText, sumOfPartsText, totalFollowsParts, withFieldChange } from './project-total';

const blank = Object.fromEntries(PROJECT_FORM_FIELDS.map((field) => [field, ''])) as FormValues;

describe('the project total follows BIL + state + local until someone types their own', () => {
  it('fills the total as the parts are entered', () => {
    let values = withFieldChange(blank, 'bil_aig_amount', '1,000,000', true);
    values = withFieldChange(values, 'state_amount', '50000.25', true);
    values = withFieldChange(values, 'local_amount', '25000', true);
    expect(values.total_amount).toBe('$1,075,000.25');
  });

  it('leaves a typed total that differs from the parts alone', () => {
    const typed = { ...blank, bil_aig_amount: '100', total_amount: '500' };
    expect(totalFollowsParts(typed)).toBe(false);
    expect(withFieldChange(typed, 'state_amount', '50', false).total_amount).toBe('500');
  });

  it('keeps following a total that equals its parts, and an empty one', () => {
    expect(totalFollowsParts({ ...blank, bil_atp_amount: '100', total_amount: '100' })).toBe(true);
    expect(totalFollowsParts(blank)).toBe(true);
  });

  it('changing the total itself does not recompute it', () => {
    const values = withFieldChange({ ...blank, bil_aig_amount: '100' }, 'total_amount', '90', true);
    expect(values.total_amount).toBe('90');
  });

  it('has no total text while no part has money', () => {
    expect(sumOfPartsText(blank)).toBe('');
  });

  it('shows a worked-out figure in dollars that the schema reads back as the same number', () => {
    expect(amountText(1_075_000)).toBe('$1,075,000');
    expect(amountText(0.5)).toBe('$0.50');
    expect(amountText(0)).toBe('');
    expect(projectChangesSchema.parse({ total_amount: amountText(1_075_000.25) }).total_amount).toBe(
      1_075_000.25,
    );
  });
});
