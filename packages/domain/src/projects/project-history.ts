import { z } from 'zod';
import { pagedQuerySchema, pagedResponseSchema } from '../paging/paging';
import {
  auditActionLabel,
  changedFieldsInWords,
  EMPTY_VALUE_TEXT,
  humanizeCode,
  plainValue,
  type FieldChange,
} from '../audit/audit-words';
import { formatDate } from '../format/date-format';
import { PROJECT_AMOUNT_FIELDS, PROJECT_DATE_FIELDS, PROJECT_FIELD_LABELS } from './project.schema';
import { formatStatusLabel } from './project-status';

/**
 * A project's history in words: each audited change, field by field, with the form's labels and the
 * app's formats ("Award date: empty -> 03/01/2025"), never the stored JSON.
 */

/** Stored with a project but not set by a person: the history leaves them out. */
const SYSTEM_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'version',
  'created_by',
  'created_at',
  'updated_at',
]);

const AMOUNT_FIELDS: ReadonlySet<string> = new Set(PROJECT_AMOUNT_FIELDS);
const DATE_FIELDS: ReadonlySet<string> = new Set(PROJECT_DATE_FIELDS);

const dollars = (cents: boolean) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
const wholeDollars = dollars(false);
const withCents = dollars(true);

/** Dollars as the app shows them; cents only when there are any, so a 50-cent change stays visible. */
function money(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : withCents).format(amount);
}

const LABELS: Readonly<Record<string, string | undefined>> = PROJECT_FIELD_LABELS;

export function projectFieldLabel(field: string): string {
  return LABELS[field] ?? humanizeCode(field);
}

/** One stored project value as the app shows it. */
export function formatProjectFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE_TEXT;
  if (AMOUNT_FIELDS.has(field)) {
    const amount = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(amount) ? money(amount) : plainValue(value);
  }
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value);
  if (field === 'status' && typeof value === 'string') return formatStatusLabel(value);
  if (field === 'fiscal_year' && typeof value === 'number') return String(value); // never '2,025'
  return plainValue(value);
}

type Json = Record<string, unknown> | null;

const FIELD_ORDER = new Map(Object.keys(PROJECT_FIELD_LABELS).map((field, index) => [field, index]));
const orderOf = (field: string) => FIELD_ORDER.get(field) ?? FIELD_ORDER.size;

/** Nothing worth a line when a project is created with it: blank, or an amount of zero. */
const isBlank = (value: unknown) => value === null || value === undefined || value === '' || value === 0;

/**
 * The fields an audit row of a project changed, in words, in the form's order. A created project lists
 * only the fields it was given.
 */
export function projectChangesInWords(before: Json, after: Json): FieldChange[] {
  const given =
    before === null && after
      ? Object.fromEntries(Object.entries(after).filter(([, v]) => !isBlank(v)))
      : after;
  return changedFieldsInWords(
    before,
    given,
    { label: projectFieldLabel, value: formatProjectFieldValue },
    SYSTEM_FIELDS,
  ).sort((a, b) => orderOf(a.field) - orderOf(b.field));
}

/** 'update_project' -> 'Changed project'. */
export const projectHistoryActionLabel = auditActionLabel;

export const projectHistoryQuerySchema = pagedQuerySchema(20);
export type ProjectHistoryQuery = z.infer<typeof projectHistoryQuerySchema>;

export const fieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
});

export const projectHistoryEntrySchema = z.object({
  id: z.string(),
  /** ISO instant of the change. */
  at: z.string(),
  /** Who made it: display name, else account name, else e-mail; 'System' when no one is recorded. */
  actorName: z.string(),
  action: z.string(),
  /** The action in words ('Changed project'). */
  actionLabel: z.string(),
  changes: z.array(fieldChangeSchema),
});
export type ProjectHistoryEntry = z.infer<typeof projectHistoryEntrySchema>;
export const projectHistoryPageSchema = pagedResponseSchema(projectHistoryEntrySchema);
export type ProjectHistoryPage = z.infer<typeof projectHistoryPageSchema>;
