import { sumAmountParts, totalFollowsParts as followsParts, type ProjectField } from '@bil/domain';
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

const dollarsText = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount as the form shows a figure nobody typed (a stored amount, the worked-out total): '$1,075,000',
 * '$1,075,000.25' (cents kept to the cent), '' for zero. The schema reads that text back as the same number.
 */
export function amountText(amount: number): string {
  if (amount === 0 || !Number.isFinite(amount)) return '';
  const cents = Math.round(amount * 100) % 100 !== 0;
  return `$${cents ? amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : dollarsText.format(amount)}`;
}

/** BIL + state + local as the total field's text ('' while no part has money). */
export function sumOfPartsText(values: FormValues): string {
  return amountText(sumAmountParts(amountsOf(values)));
}

/**
 * Whether the total should keep following its parts: a blank or zero total, or one that already
 * equals BIL + state + local (the domain's rule, which the import and the API apply to an edit too).
 * A total someone typed that differs is theirs and is left alone.
 */
export function totalFollowsParts(values: FormValues): boolean {
  return followsParts(amountsOf(values));
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
