import { parseDateOnly, toEpochDay } from '../format/calendar-date';
import { formatCurrency } from '../format/currency';
import { formatDate } from '../format/date-format';
import { sumAmountParts, toAmount, type ProjectAmounts } from './project-amounts';
import { PROJECT_FIELD_LABELS, type ProjectDateField, type ProjectField } from './project.schema';

/**
 * Soft warnings: values that are allowed but probably a mistake. The form shows them and lets the
 * person confirm; the server does not refuse them (old records hold such values too).
 */
export type ProjectWarning = { field: ProjectField; message: string };

type WarningInput = Partial<Record<ProjectDateField, string | null>> & Partial<ProjectAmounts>;

/** Dates after the application in the lifecycle (the PSR comes before the application, so it is left out). */
const DATES_AFTER_APPLICATION = [
  'award_date',
  'sub_award_date',
  'sent_to_sponsor_date',
  'sent_to_tdot_date',
] as const;

/** CENT: totals are compared to the cent, so float sums such as 0.1 + 0.2 do not raise a warning. */
const CENT = 0.005;

export function findProjectWarnings(values: WarningInput): ProjectWarning[] {
  const warnings: ProjectWarning[] = [];
  const application = parseDateOnly(values.application_date);
  if (application) {
    for (const field of DATES_AFTER_APPLICATION) {
      const date = parseDateOnly(values[field]);
      if (date && toEpochDay(date) < toEpochDay(application)) {
        warnings.push({
          field,
          message: `${PROJECT_FIELD_LABELS[field]} (${formatDate(values[field])}) is before the application date (${formatDate(values.application_date)})`,
        });
      }
    }
  }
  const total = toAmount(values.total_amount);
  const parts = sumAmountParts({
    bil_aig_amount: values.bil_aig_amount,
    bil_atp_amount: values.bil_atp_amount,
    bil_fct_amount: values.bil_fct_amount,
    state_amount: values.state_amount,
    local_amount: values.local_amount,
    total_amount: values.total_amount,
  });
  if (total < parts - CENT) {
    warnings.push({
      field: 'total_amount',
      message: `Total amount (${formatCurrency(total)}) is less than the sum of its parts: BIL, state and local (${formatCurrency(parts)})`,
    });
  }
  return warnings;
}
