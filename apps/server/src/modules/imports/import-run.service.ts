import { createHash } from 'node:crypto';
import {
  MAX_REPORTED_ROWS,
  authorize,
  importPolicy,
  matchColumns,
  type Actor,
  type ImportCounts,
  type ImportKind,
  type ImportReport,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, throwIfRefused } from '../../lib/http-errors';
import { planImport, type PlannedRow } from './import-plan.service';
import { writePlannedRows } from './import-write.service';
import { insertImportRun } from './imports.repository';
import { readSpreadsheet } from './spreadsheet-reader';

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

function countRows(rows: PlannedRow[]): ImportCounts {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const row of rows) {
    if (row.action === 'create') counts.created += 1;
    else if (row.action === 'update') counts.updated += 1;
    else if (row.action === 'unchanged') counts.unchanged += 1;
    else counts.refused += 1;
  }
  return counts;
}

/** The report keeps refused rows first (they need reading), then the others, up to the limit. */
function reportedRows(rows: PlannedRow[]) {
  const chosen = [
    ...rows.filter((row) => row.action === 'refused'),
    ...rows.filter((row) => row.action !== 'refused'),
  ]
    .slice(0, MAX_REPORTED_ROWS)
    .sort((a, b) => a.row - b.row);
  return chosen.map(({ row, action, key, issues }) => ({ row, action, key, issues }));
}

/**
 * One import, for the web and the command line alike: read the file, match its columns, plan every row
 * (the dry run), and unless it is a dry run write them in one transaction: all rows, or with skipInvalid
 * the valid ones; with a refused row and no skipInvalid nothing is written. Audited as one import.
 */
export async function runImport(
  db: Kysely<Database>,
  actor: Actor,
  request: ImportRequest,
  onProgress?: (stage: 'checked' | 'written', rows: number) => void,
): Promise<ImportReport> {
  throwIfRefused(authorize(importPolicy, actor, 'import', { kind: request.kind }));
  const file = request.file;
  if (!Buffer.isBuffer(file))
    throw badRequest('Send the file as the request body (application/octet-stream).');
  const table = await readSpreadsheet(file, request.sheet);
  const { mapping, missing } = matchColumns(request.kind, table.headers, request.mapping ?? {});
  if (missing.length > 0) {
    const found = table.headers.slice(0, 12).join(', ');
    throw badRequest(
      `This file does not look like ${request.kind}: missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (found: ${found}). Choose the matching columns or download the template.`,
      { missing, headers: table.headers, sheets: table.sheets },
    );
  }
  const sha256 = createHash('sha256').update(file).digest('hex');
  const report = (rows: PlannedRow[]): ImportReport => ({
    runId: null,
    kind: request.kind,
    fileName: request.fileName,
    sha256,
    sheet: table.sheet,
    sheets: table.sheets,
    headers: table.headers,
    mapping,
    applied: false,
    counts: countRows(rows),
    rows: reportedRows(rows),
    rowsLeftOut: Math.max(0, rows.length - MAX_REPORTED_ROWS),
  });
  if (request.dryRun) {
    const rows = await planImport(db, actor, request.kind, table, mapping);
    onProgress?.('checked', rows.length);
    return report(rows);
  }

  // Applying: each batch is checked and written in one transaction; a refused row (without skipInvalid)
  // stops the writing and rolls everything back, so the database sees all rows or none.
  const result: { report: ImportReport | null } = { report: null };
  try {
    await db.transaction().execute(async (trx) => {
      const changes: JsonObject[] = [];
      let checked = 0;
      const state = { blocked: false };
      const rows = await planImport(trx, actor, request.kind, table, mapping, async (batch) => {
        checked += batch.length;
        onProgress?.('checked', checked);
        state.blocked ||= !request.skipInvalid && batch.some((row) => row.action === 'refused');
        if (state.blocked) return;
        changes.push(...(await writePlannedRows(trx, batch, () => undefined)));
        onProgress?.('written', changes.length);
      });
      result.report = report(rows);
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
