import { createHash } from 'node:crypto';
import {
  authorize,
  importPolicy,
  type Actor,
  type ImportKind,
  type ImportProgress,
  type ImportReport,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, throwIfRefused } from '../../lib/http-errors';
import { newPlanNotes, planImport } from './import-plan.service';
import { ReportRows } from './import-report-rows';
import { writePlannedRows } from './import-write.service';
import { insertImportRun } from './imports.repository';
import { openSheetPart, otherYearSheets, type SheetPart } from './sheet-parts';

export type ImportRequest = {
  kind: ImportKind;
  fileName: string;
  /** The request body: a Buffer when the file was sent as application/octet-stream. */
  file: unknown;
  sheet?: string;
  /** Header -> field chosen in the wizard (or saved); else matched by name and label. */
  mapping?: Record<string, string | null>;
  dryRun: boolean;
  skipInvalid: boolean;
  /** The fiscal year of a sheet without a Fiscal Year column (else from its name or title). */
  fiscalYear?: number;
  /** Add airports the catalogue lacks from the file's own columns instead of refusing their rows. */
  createAirports?: boolean;
};

/** Thrown inside the transaction to roll it back when nothing may be written (a refused row, or no change). */
class NothingToWrite extends Error {}

/** An import whose file is open at its header row and whose columns are matched: ready to run. */
export type PreparedImport = {
  actor: Actor;
  request: ImportRequest;
  file: Buffer;
  first: SheetPart;
  /** Further sheets of a one-year-per-sheet workbook, opened in turn as the import reaches them. */
  moreSheets: string[];
  sha256: string;
};

/**
 * Everything that can refuse an import before its rows are read: the right to import the kind, the file
 * (size, format, header row) and its columns. Throws the 4xx a person can act on.
 */
export async function prepareImport(actor: Actor, request: ImportRequest): Promise<PreparedImport> {
  throwIfRefused(authorize(importPolicy, actor, 'import', { kind: request.kind }));
  const file = request.file;
  if (!Buffer.isBuffer(file))
    throw badRequest('Send the file as the request body (application/octet-stream).');
  const first = await openSheetPart(file, request);
  const sha256 = createHash('sha256').update(file).digest('hex');
  return { actor, request, file, first, moreSheets: otherYearSheets(first, request), sha256 };
}

/** The import's sheets in turn (each opened once the one before is read), noting each one in `read`. */
async function* sheetParts(prepared: PreparedImport, read: SheetPart[]): AsyncGenerator<SheetPart> {
  read.push(prepared.first);
  yield prepared.first;
  for (const sheet of prepared.moreSheets) {
    const part = await openSheetPart(prepared.file, { ...prepared.request, sheet, fiscalYear: undefined });
    read.push(part);
    yield part;
  }
}

/**
 * Runs a prepared import: plans every row (the dry run) as the file is read, and unless it is a dry run
 * writes them in one transaction: all rows, or with skipInvalid the valid ones; with a refused row and no
 * skipInvalid nothing is written. Audited as one import. onProgress hears the rows checked and written.
 */
export async function executeImport(
  db: Kysely<Database>,
  prepared: PreparedImport,
  onProgress: (progress: ImportProgress) => void = () => undefined,
): Promise<ImportReport> {
  const { actor, request, first, sha256 } = prepared;
  const collected = new ReportRows();
  const read: SheetPart[] = [];
  const notes = newPlanNotes();
  const options = { createAirports: request.createAirports ?? false };
  // Progress is the share of the sheet being read (a workbook of year sheets counts each in turn).
  const share = () => (read.at(-1) ?? first).table.share();
  const report = (): ImportReport => ({
    runId: null,
    kind: request.kind,
    fileName: request.fileName,
    sha256,
    sheet: first.table.sheet,
    sheets: first.table.sheets(),
    headers: first.table.headers,
    mapping: first.mapping,
    applied: false,
    counts: collected.counts,
    ...collected.detail(),
    skipped: collected.skipped,
    sheetsRead: read.map((part) => ({
      sheet: part.table.sheet,
      headerRow: part.table.headerRow,
      fiscalYear: part.fiscalYear,
      fiscalYearFrom: part.fiscalYearFrom,
    })),
    unknownAirports: [...notes.unknownAirports.values()],
  });
  if (request.dryRun) {
    await planImport(db, actor, request.kind, sheetParts(prepared, read), options, notes, async (batch) => {
      collected.add(batch);
      onProgress({ checked: collected.checked, written: 0, share: share() });
    });
    return report();
  }

  // Applying: each batch is checked and written in one transaction; a refused row (without skipInvalid)
  // stops the writing and rolls everything back, so the database sees all rows or none.
  const result: { report: ImportReport | null } = { report: null };
  try {
    await db.transaction().execute(async (trx) => {
      const changes: JsonObject[] = [];
      const state = { blocked: false };
      const parts = sheetParts(prepared, read);
      await planImport(trx, actor, request.kind, parts, options, notes, async (batch) => {
        collected.add(batch);
        onProgress({ checked: collected.checked, written: changes.length, share: share() });
        state.blocked ||= !request.skipInvalid && batch.some((row) => row.action === 'refused');
        if (state.blocked) return;
        changes.push(
          ...(await writePlannedRows(trx, batch, (written) => {
            onProgress({
              checked: collected.checked,
              written: changes.length + written,
              share: share(),
            });
          })),
        );
      });
      result.report = report();
      if (state.blocked || changes.length === 0) throw new NothingToWrite();
      const { counts } = result.report;
      const runId = await insertImportRun(trx, {
        kind: request.kind,
        fileName: request.fileName,
        sha256,
        createdBy: actor.userId ?? null,
        counts,
        changes,
      });
      await insertAuditLog(trx, {
        userId: actor.userId ?? null,
        action: 'import',
        resourceType: 'import_runs',
        resourceId: runId,
        details: {
          kind: request.kind,
          fileName: request.fileName,
          sha256,
          skipInvalid: request.skipInvalid,
          system: !actor.userId,
        },
        before: null,
        after: counts,
      });
      result.report = { ...result.report, runId, applied: true };
    });
  } catch (error) {
    if (!(error instanceof NothingToWrite)) throw error;
  }
  if (!result.report) throw new Error('import produced no report');
  return result.report;
}

/** One import, for the web and the command line alike: prepare, then run. */
export async function runImport(
  db: Kysely<Database>,
  actor: Actor,
  request: ImportRequest,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  return executeImport(db, await prepareImport(actor, request), onProgress);
}
