import { createHash } from 'node:crypto';
import {
  authorize,
  importPolicy,
  matchColumns,
  type Actor,
  type ImportKind,
  type ImportProgress,
  type ImportReport,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, throwIfRefused } from '../../lib/http-errors';
import { planImport } from './import-plan.service';
import { ReportRows } from './import-report-rows';
import { writePlannedRows } from './import-write.service';
import { insertImportRun } from './imports.repository';
import { openSpreadsheet, type SheetTable } from './spreadsheet-reader';

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
};

/** Thrown inside the transaction to roll it back when nothing may be written (a refused row, or no change). */
class NothingToWrite extends Error {}

/** An import whose file is open at its header row and whose columns are matched: ready to run. */
export type PreparedImport = {
  actor: Actor;
  request: ImportRequest;
  table: SheetTable;
  mapping: Record<string, string | null>;
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
  const table = await openSpreadsheet(file, request.sheet);
  const { mapping, missing } = matchColumns(request.kind, table.headers, request.mapping ?? {});
  if (missing.length > 0) {
    await table.rows.return(undefined);
    const found = table.headers.slice(0, 12).join(', ');
    throw badRequest(
      `This file does not look like ${request.kind}: missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (found: ${found}). Choose the matching columns or download the template.`,
      { missing, headers: table.headers, sheets: table.sheets() },
    );
  }
  const sha256 = createHash('sha256').update(file).digest('hex');
  return { actor, request, table, mapping, sha256 };
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
  const { actor, request, table, mapping, sha256 } = prepared;
  const collected = new ReportRows();
  const report = (): ImportReport => ({
    runId: null,
    kind: request.kind,
    fileName: request.fileName,
    sha256,
    sheet: table.sheet,
    sheets: table.sheets(),
    headers: table.headers,
    mapping,
    applied: false,
    counts: collected.counts,
    ...collected.detail(),
  });
  if (request.dryRun) {
    await planImport(db, actor, request.kind, table, mapping, async (batch) => {
      collected.add(batch);
      onProgress({ checked: collected.checked, written: 0, share: table.share() });
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
      await planImport(trx, actor, request.kind, table, mapping, async (batch) => {
        collected.add(batch);
        onProgress({ checked: collected.checked, written: changes.length, share: table.share() });
        state.blocked ||= !request.skipInvalid && batch.some((row) => row.action === 'refused');
        if (state.blocked) return;
        changes.push(
          ...(await writePlannedRows(trx, batch, (written) => {
            onProgress({
              checked: collected.checked,
              written: changes.length + written,
              share: table.share(),
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
