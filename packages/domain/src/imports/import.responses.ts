import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { IMPORT_KINDS } from './import-columns';

/** 'skipped': a row the file holds that is no record of the kind (a statewide '*' row), with the reason. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refused', 'skipped'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** Files above this are refused as they arrive (the file is held while its rows are read, a batch at a time). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** The report carries at most this many rows (the counts are always whole). */
export const MAX_REPORTED_ROWS = 2000;

const kindSchema = z.enum(IMPORT_KINDS);

/** Query of POST /api/imports/dry-run and /apply (the body is the file itself). */
export const importQuerySchema = z.object({
  kind: kindSchema,
  fileName: z
    .string()
    .trim()
    .min(1, 'fileName is required')
    .max(255, 'fileName is too long')
    .refine(isSafeText, unsafeTextMessage('File name')),
  sheet: z.string().max(100).optional(),
  mapping: z.string().max(20_000).optional(),
  skipInvalid: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** The fiscal year of a file without a Fiscal Year column (else taken from the sheet name or title). */
  fiscalYear: z
    .string()
    .regex(/^(19|20)\d{2}$/, 'fiscalYear must be a four-digit year, e.g. 2025')
    .transform(Number)
    .optional(),
  /** Airports the catalogue lacks are added from the file's own columns (id, name, city). */
  createAirports: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ImportQuery = z.output<typeof importQuerySchema>;

export const importCountsSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  refused: z.number(),
});
export type ImportCounts = z.output<typeof importCountsSchema>;

export const importReportRowSchema = z.object({
  row: z.number(),
  action: z.enum(IMPORT_ACTIONS),
  key: z.string().nullable(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ImportReportRow = z.output<typeof importReportRowSchema>;

export const importReportSchema = z.object({
  runId: z.string().nullable(),
  kind: kindSchema,
  fileName: z.string(),
  sha256: z.string(),
  sheet: z.string().nullable(),
  sheets: z.array(z.string()),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string().nullable()),
  applied: z.boolean(),
  counts: importCountsSchema,
  rows: z.array(importReportRowSchema),
  rowsLeftOut: z.number(),
  /** Rows that are no record of the kind (statewide '*' rows): listed with the reason, not in the counts. */
  skipped: z.number(),
  /** Each sheet read: the row taken as its header and the fiscal year its rows were given (issue 31). */
  sheetsRead: z.array(
    z.object({
      sheet: z.string().nullable(),
      headerRow: z.number(),
      fiscalYear: z.number().nullable(),
      fiscalYearFrom: z.enum(['column', 'sheet name', 'title', 'chosen']).nullable(),
    }),
  ),
  /** Airports the catalogue lacks, once each, with what the file says of them and how many rows name them. */
  unknownAirports: z.array(
    z.object({ code: z.string(), name: z.string(), city: z.string(), rows: z.number() }),
  ),
});
export type ImportReport = z.output<typeof importReportSchema>;

export const importRunSchema = z.object({
  id: z.string(),
  kind: kindSchema,
  fileName: z.string(),
  sha256: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  counts: importCountsSchema,
  undoneAt: z.string().nullable(),
  abilities: z.object({ undo: z.boolean() }),
});
export type ImportRun = z.output<typeof importRunSchema>;

export const importHistorySchema = z.object({
  kinds: z.array(kindSchema),
  runs: z.array(importRunSchema),
  abilities: z.object({ export: z.boolean() }),
});
export type ImportHistory = z.output<typeof importHistorySchema>;

export const importIdParamsSchema = z.object({ id: z.uuid('Invalid import id') });
export const importKindParamsSchema = z.object({ kind: kindSchema });

/** Rows checked and rows written so far, and the share of the file read (0 to 1), while an import runs. */
export type ImportProgress = { checked: number; written: number; share: number };

/**
 * Asked for with `Accept: application/x-ndjson`, the dry run and apply answer one JSON object a line:
 * progress lines while the rows are checked and written, then the report, or an error and its status.
 */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';
export type ImportStreamLine =
  { progress: ImportProgress } | { report: ImportReport } | { error: string; status: number };

/** The line every import ends with (the command line prints it last). */
export function formatImportSummary(counts: ImportCounts, skippedRows = 0): string {
  const skipped = skippedRows > 0 ? `, ${skippedRows} skipped` : '';
  return `import: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused${skipped}`;
}
