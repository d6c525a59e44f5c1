import { amountsAddUp, sumAmountParts, toAmount, type ProjectField } from '@bil/domain';
import type { FormValues } from './project-form-values';

const PART_FIELDS: readonly ProjectField[] = [
  'bil_aig_amount',
  'bil_atp_amount',
  'bil_fct_amount',
  'state_amount',
  'local_amount',
];

const amountsOf = (values: FormValues) => ({
  bil_aig_amount: values.bil_aig_amount,
  bil_atp_amount: values.bil_atp_amount,
  bil_fct_amount: values.bil_fct_amount,
  state_amount: values.state_amount,
  local_amount: values.local_amount,
  total_amount: values.total_amount,
});

/** BIL + state + local as the total field's text ('' while no part has money). */
export function sumOfPartsText(values: FormValues): string {
  const sum = sumAmountParts(amountsOf(values));
  return sum === 0 ? '' : String(sum);
}

/**
 * Whether the total should keep following its parts: a blank or zero total, or one that already
 * equals BIL + state + local. A total someone typed that differs is theirs and is left alone.
 */
export function totalFollowsParts(values: FormValues): boolean {
  return toAmount(values.total_amount) === 0 || amountsAddUp(amountsOf(values));
}

/** The form's values after one field changed: a part moves a following total with it. */
export function withFieldChange(
  values: FormValues,
  field: ProjectField,
  value: string,
  follows: boolean,
): FormValues {
  const next = { ...values, [field]: value };
  if (follows && PART_FIELDS.includes(field)) next.total_amount = sumOfPartsText(next);
  return next;
}
