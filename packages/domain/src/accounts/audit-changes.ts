import { projectChangesInWords } from '../projects/project-history';
import { auditFieldLabel, changedFieldsInWords, plainValue, type FieldChange } from '../audit/audit-words';

type Json = Record<string, unknown> | null;

/** An audit row's before/after in words: a project's with its form labels and formats, others plainly. */
export function auditChangesInWords(resourceType: string, before: Json, after: Json): FieldChange[] {
  if (resourceType === 'projects') return projectChangesInWords(before, after);
  return changedFieldsInWords(before, after, {
    label: auditFieldLabel,
    value: (_field, value) => plainValue(value),
  });
}
