import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { AIG_FISCAL_YEARS } from '../airports/aig-tranches';
import {
  MAX_PROJECT_AMOUNT,
  PROJECT_AMOUNT_FIELDS,
  PROJECT_DATE_FIELDS,
  PROJECT_FIELD_LABELS,
  isProjectId,
  projectCreateBodySchema,
  type ProjectCreateBody,
} from '../projects/project.schema';
import { cellText, parseAmountCell, parseDateCell, type CellValue } from './cell-values';
import {
  checkDbeContractRow,
  checkDbeFirmRow,
  dbeContractKey,
  dbeFirmKey,
  type DbeContractImportValues,
  type DbeFirmImportValues,
} from './dbe-import-kinds';
import {
  checkGrantRow,
  checkInspectionRow,
  checkReimbursementRow,
  inspectionKey,
  reimbursementKey,
  type GrantImportValues,
  type InspectionImportValues,
  type ReimbursementImportValues,
} from './gci-import-kinds';
import { checkFaaGrantRow, type FaaGrantImportValues } from './faa-grant-import-kinds';
import { IMPORT_COLUMNS, type ImportKind } from './import-columns';
import type { RecordCheck, RecordImportValues } from './record-cells';

/** One refused cell: the field (or '' for the row) and why. */
export type CellIssue = { field: string; message: string };

export type AirportImportValues = {
  airport_code: string;
  airport_name: string;
  city: string;
  tdot_pm: string | null;
};
export type AllocationImportValues = { airport_code: string; fiscal_year: number; amount: number };
export type ProjectImportValues = { id: string | null; values: ProjectCreateBody };

export type ImportValues = {
  projects: ProjectImportValues;
  airports: AirportImportValues;
  allocations: AllocationImportValues;
  'dbe-firms': RecordImportValues<DbeFirmImportValues>;
  'dbe-contracts': RecordImportValues<DbeContractImportValues>;
  grants: RecordImportValues<GrantImportValues>;
  reimbursements: RecordImportValues<ReimbursementImportValues>;
  inspections: RecordImportValues<InspectionImportValues>;
  'faa-grants': RecordImportValues<FaaGrantImportValues>;
};

/** The kinds whose rows are records of another area (DBE, GC&I), each checked by its own file's rules. */
export const RECORD_IMPORT_KINDS = [
  'dbe-firms',
  'dbe-contracts',
  'grants',
  'reimbursements',
  'inspections',
  'faa-grants',
] as const satisfies readonly ImportKind[];
export type RecordImportKind = (typeof RECORD_IMPORT_KINDS)[number];

export function isRecordImportKind(kind: ImportKind): kind is RecordImportKind {
  return (RECORD_IMPORT_KINDS as readonly string[]).includes(kind);
}

const RECORD_CHECKS: {
  [K in RecordImportKind]: (record: ImportRecord) => RecordCheck<ImportValues[K]['values']>;
} = {
  'dbe-firms': checkDbeFirmRow,
  'dbe-contracts': checkDbeContractRow,
  grants: checkGrantRow,
  reimbursements: checkReimbursementRow,
  inspections: checkInspectionRow,
  'faa-grants': checkFaaGrantRow,
};

/** A record kind's natural key (the id when the row has one). */
function recordRowKey(kind: RecordImportKind, row: RecordImportValues<unknown>): string {
  if (row.id) return `id:${row.id}`;
  if (kind === 'dbe-firms') return dbeFirmKey((row.values as DbeFirmImportValues).firm);
  if (kind === 'dbe-contracts') {
    const values = row.values as DbeContractImportValues;
    return dbeContractKey(values.project, values.contract.contractNumber);
  }
  if (kind === 'grants') return (row.values as GrantImportValues).grant_number;
  if (kind === 'faa-grants') return (row.values as FaaGrantImportValues).grant_number;
  if (kind === 'reimbursements') {
    const values = row.values as ReimbursementImportValues;
    return reimbursementKey(values.grant_number, values.request_number);
  }
  const values = row.values as InspectionImportValues;
  return inspectionKey(values.airport_code, values.inspection_date);
}

export type RowCheck<K extends ImportKind> =
  { ok: true; values: ImportValues[K]; fields: string[] } | { ok: false; issues: CellIssue[] };

/** A mapped row: field -> cell. Only the fields present were in the file. */
export type ImportRecord = Record<string, CellValue>;

const AIRPORT_CODE = /^[A-Z0-9]{3,4}$/;
const airportCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { message: 'Location identifier is required', abort: true })
  .regex(AIRPORT_CODE, 'Location identifier must be 3 or 4 letters or digits');
const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSafeText, unsafeTextMessage(label));

const airportSchema = z.object({
  airport_code: airportCode,
  airport_name: requiredText('Airport', 200),
  city: requiredText('City', 100),
  tdot_pm: z
    .string()
    .trim()
    .max(100, 'TDOT PM must be at most 100 characters')
    .refine(isSafeText, unsafeTextMessage('TDOT PM'))
    .transform((value) => value || null),
});

/** "2024", "FY24", "FY 2024" and 24 all mean 2024. */
export function parseFiscalYearCell(value: CellValue): number | null {
  const text = cellText(value)
    .toUpperCase()
    .replace(/^FY\s*/, '');
  if (!/^\d{2}(\d{2})?$/.test(text)) return null;
  const year = Number(text);
  return year < 100 ? 2000 + year : year;
}

function issuesOf(error: z.ZodError): CellIssue[] {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}

function checkProject(record: ImportRecord): RowCheck<'projects'> {
  const issues: CellIssue[] = [];
  const input: Record<string, unknown> = {};
  let id: string | null = null;
  for (const [field, cell] of Object.entries(record)) {
    if (field === 'id') {
      const text = cellText(cell);
      if (text && !isProjectId(text)) issues.push({ field, message: 'ID must be a project id (UUID)' });
      id = text || null;
    } else if ((PROJECT_DATE_FIELDS as readonly string[]).includes(field)) {
      const text = cellText(cell);
      const date = text === '' ? '' : parseDateCell(cell);
      if (date === null) {
        const label = PROJECT_FIELD_LABELS[field as keyof typeof PROJECT_FIELD_LABELS];
        issues.push({ field, message: `${label} must be a date, e.g. 2025-03-31 or 3/31/2025` });
      } else input[field] = date;
    } else if ((PROJECT_AMOUNT_FIELDS as readonly string[]).includes(field)) {
      const amount = parseAmountCell(cell);
      input[field] = amount === null ? cellText(cell) : amount;
    } else if (field === 'status') {
      input[field] = cellText(cell) || 'pending';
    } else {
      input[field] = cellText(cell);
    }
  }
  const parsed = projectCreateBodySchema.safeParse(input);
  if (!parsed.success) issues.push(...issuesOf(parsed.error));
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, values: { id, values: parsed.data }, fields: Object.keys(input) };
}

function checkAirport(record: ImportRecord): RowCheck<'airports'> {
  const input = Object.fromEntries(Object.entries(record).map(([field, cell]) => [field, cellText(cell)]));
  const parsed = airportSchema.safeParse({ tdot_pm: '', ...input });
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
  return { ok: true, values: parsed.data, fields: Object.keys(record) };
}

function checkAllocation(record: ImportRecord): RowCheck<'allocations'> {
  const issues: CellIssue[] = [];
  const code = airportCode.safeParse(cellText(record.airport_code ?? null));
  if (!code.success)
    issues.push(...issuesOf(code.error).map((issue) => ({ ...issue, field: 'airport_code' })));
  const year = parseFiscalYearCell(record.fiscal_year ?? null);
  if (year === null || !(AIG_FISCAL_YEARS as readonly number[]).includes(year)) {
    issues.push({ field: 'fiscal_year', message: 'Fiscal year must be one of FY22 to FY26' });
  }
  const amount = parseAmountCell(record.amount ?? null);
  if (typeof amount !== 'number') issues.push({ field: 'amount', message: 'Amount must be a number' });
  else if (amount < 0) issues.push({ field: 'amount', message: 'Amount cannot be negative' });
  else if (amount > MAX_PROJECT_AMOUNT) issues.push({ field: 'amount', message: 'Amount is too large' });
  else if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    issues.push({ field: 'amount', message: 'Amount can have at most 2 decimal places' });
  }
  if (issues.length > 0 || !code.success || year === null || typeof amount !== 'number') {
    return { ok: false, issues };
  }
  return {
    ok: true,
    values: { airport_code: code.data, fiscal_year: year, amount },
    fields: Object.keys(record),
  };
}

/** Checks a mapped row with the same rules as the forms: the values to write, or the reason per cell. */
export function checkImportRow<K extends ImportKind>(kind: K, record: ImportRecord): RowCheck<K> {
  if (isRecordImportKind(kind)) {
    const check = RECORD_CHECKS[kind](record);
    if (!check.ok) return check;
    return { ok: true, values: check.values as ImportValues[K], fields: check.values.fields };
  }
  if (kind === 'projects') return checkProject(record) as RowCheck<K>;
  if (kind === 'airports') return checkAirport(record) as RowCheck<K>;
  return checkAllocation(record) as RowCheck<K>;
}

/** The natural key a row matches on, for in-file duplicates and the database. */
export function importRowKey<K extends ImportKind>(kind: K, values: ImportValues[K]): string | null {
  if (isRecordImportKind(kind)) return recordRowKey(kind, values as RecordImportValues<unknown>);
  if (kind === 'projects') {
    const project = values as ProjectImportValues;
    if (project.id) return `id:${project.id.toLowerCase()}`;
    return project.values.upin ? `upin:${project.values.upin}` : null;
  }
  if (kind === 'airports') return (values as AirportImportValues).airport_code;
  const allocation = values as AllocationImportValues;
  return `${allocation.airport_code}:${allocation.fiscal_year}`;
}

/** A header row must name every required column of the kind. */
export function requiredColumnLabels(kind: ImportKind): string[] {
  return IMPORT_COLUMNS[kind].filter((column) => column.required).map((column) => column.label);
}
