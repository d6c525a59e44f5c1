import { parseDateOnly, toEpochDay } from '../format/calendar-date';
import { formatDate } from '../format/date-format';
import { PROJECT_FIELD_LABELS, type ProjectDateField, type ProjectField } from './project.schema';

/**
 * Soft warnings: values that are allowed but probably a mistake. The form shows them and lets the
 * person confirm; the server does not refuse them (old records hold such values too).
 */
export type ProjectWarning = { field: ProjectField; message: string };

/**
 * Amounts are accepted (the form passes all its values) but no longer warned about: a total below its
 * parts is refused by the project total rule (project-total.ts), not asked about.
 */
type WarningInput = Partial<Record<ProjectDateField, string | null>> & Record<string, unknown>;

/** Dates after the application in the lifecycle (the PSR comes before the application, so it is left out). */
const DATES_AFTER_APPLICATION = [
  'award_date',
  'sub_award_date',
  'sent_to_sponsor_date',
  'sent_to_tdot_date',
] as const;

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
  return warnings;
}
