import {
  findProjectWarnings,
  PROJECT_DATE_FIELDS,
  PROJECT_AMOUNT_FIELDS,
  PROJECT_FIELD_LABELS,
  projectChangesSchema,
  projectCreateBodySchema,
  settleEditedTotal,
  toAmount,
  type ProjectChanges,
  type ProjectCreateBody,
  type ProjectField,
  type ProjectWarning,
} from '@bil/domain';
import type { ApiIssue } from '@/lib/api-client';
import { amountText } from './project-total';

/** The form holds every field as the text in its input; the shared zod schema turns it into values. */
export type FormValues = Record<ProjectField, string>;
export type FieldErrors = Partial<Record<ProjectField, string>>;

export const PROJECT_FORM_FIELDS = Object.keys(PROJECT_FIELD_LABELS) as ProjectField[];

function isProjectField(value: string): value is ProjectField {
  return Object.hasOwn(PROJECT_FIELD_LABELS, value);
}

/**
 * Form text of stored values: nothing becomes '', amounts dollars ('$400,000', zero blank: a blank part
 * is 0 and a blank total is worked out), other numbers their plain digits.
 */
export function toFormValues(source: { [field in ProjectField]: string | number | null }): FormValues {
  const values = {} as FormValues;
  for (const field of PROJECT_FORM_FIELDS) {
    const value = source[field];
    if ((PROJECT_AMOUNT_FIELDS as readonly ProjectField[]).includes(field))
      values[field] = amountText(toAmount(value));
    else values[field] = value === null ? '' : String(value);
  }
  return values;
}

export function findDirtyFields(initial: FormValues, current: FormValues): ProjectField[] {
  return PROJECT_FORM_FIELDS.filter((field) => initial[field].trim() !== current[field].trim());
}

/** Zod issues (or the server's issues) as one message per field; the first message of a field wins. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = path.find((part) => isProjectField(part));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function serverFieldErrors(issues: readonly ApiIssue[]): FieldErrors {
  return toFieldErrors(issues);
}

export type CreateCheck = { ok: true; body: ProjectCreateBody } | { ok: false; errors: FieldErrors };

/** A new project: every field through projectCreateBodySchema (title and airport are required). */
export function checkNewProject(values: FormValues): CreateCheck {
  const result = projectCreateBodySchema.safeParse(values);
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: toFieldErrors(result.error.issues) };
}

export type ChangesCheck =
  | { ok: true; changes: ProjectChanges; fields: ProjectField[] }
  | { ok: false; errors: FieldErrors }
  | { ok: 'unchanged' };

/**
 * An edit: only the fields the person changed go through the schema and to the server, so a value an old
 * record holds that today's rules would refuse does not block saving something else.
 */
export function checkProjectChanges(initial: FormValues, values: FormValues): ChangesCheck {
  const fields = findDirtyFields(initial, values);
  if (fields.length === 0) return { ok: 'unchanged' };
  const raw = Object.fromEntries(fields.map((field) => [field, values[field]]));
  const result = projectChangesSchema.safeParse(raw);
  if (!result.success) return { ok: false, errors: toFieldErrors(result.error.issues) };
  // The total rule the server applies to the stored project and the changes (project-total.ts).
  const total = settleEditedTotal(initial, result.data);
  if (!total.ok) return { ok: false, errors: { total_amount: total.message } };
  return { ok: true, changes: result.data, fields };
}

const WARNING_INPUT_FIELDS: readonly ProjectField[] = [...PROJECT_DATE_FIELDS, ...PROJECT_AMOUNT_FIELDS];

/**
 * Soft warnings to confirm before saving. On an edit they are asked only when a date or amount was
 * changed (an untouched old record is not questioned on every save).
 */
export function warningsToConfirm(
  values: FormValues,
  changedFields?: readonly ProjectField[],
): ProjectWarning[] {
  if (changedFields && !changedFields.some((field) => WARNING_INPUT_FIELDS.includes(field))) return [];
  return findProjectWarnings(values);
}

/** A field the person changed that someone else saved differently meanwhile. */
export type FieldConflict = { field: ProjectField; mine: string; saved: string };

/**
 * After a save met someone else's (409) and the project was read again: the form opens on the saved
 * values with the person's own changes on top, and lists every field both changed (to different
 * values), to choose field by field.
 */
export function mergeCarriedEdit(
  base: FormValues,
  mine: FormValues,
  saved: FormValues,
): { values: FormValues; conflicts: FieldConflict[] } {
  const changed = findDirtyFields(base, mine);
  const values = { ...saved };
  for (const field of changed) values[field] = mine[field];
  const conflicts = changed
    .filter(
      (field) => saved[field].trim() !== base[field].trim() && saved[field].trim() !== mine[field].trim(),
    )
    .map((field) => ({ field, mine: mine[field], saved: saved[field] }));
  return { values, conflicts };
}
