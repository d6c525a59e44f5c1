import {
  MAX_IMPORT_BYTES,
  authorize,
  importPolicy,
  importsPolicy,
  importHistorySchema,
  importIdParamsSchema,
  importKindParamsSchema,
  importQuerySchema,
  importReportSchema,
} from '@bil/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { HttpError, throwIfRefused } from '../../lib/http-errors';
import { exportCsvZip, exportWorkbook } from './export.service';
import { executeImport, prepareImport } from './import-run.service';
import { streamImport, wantsProgress } from './import-progress-stream';
import { undoImport } from './import-undo.service';
import {
  buildImportTemplate,
  getImportHistory,
  getSavedMapping,
  parseMappingParam,
  saveImportMapping,
} from './imports.service';
import { tooLargeMessage } from './spreadsheet-reader';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const mappingSchema = z.record(z.string().max(200), z.string().max(100).nullable());

/**
 * Whether the caller may import at all (and this kind, when the query names a valid one), decided before a
 * byte of the body is read: a refused caller's upload is never buffered (issue 34, finding 1).
 */
async function refuseBeforeTheBody(request: FastifyRequest): Promise<void> {
  const principal = requireSignedIn(request);
  throwIfRefused(authorize(importsPolicy, principal, 'open', null));
  const query = importQuerySchema.safeParse(request.query);
  if (query.success) throwIfRefused(authorize(importPolicy, principal, 'import', { kind: query.data.kind }));
}

/** Issue 15: spreadsheet import (dry run, apply, undo), saved mappings, templates. The body is the file. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: 'signed-in' } as const;
  const tags = ['imports'];
  const route = declareRecordRoutes(app, { ...signedIn, tags });

  // The file comes as the raw body, counted as it arrives: a file over the limit is refused with its size.
  app.addContentTypeParser(
    'application/octet-stream',
    async (request: { headers: Record<string, unknown> }, payload: NodeJS.ReadableStream) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_IMPORT_BYTES) throw new HttpError(413, tooLargeMessage(declared));
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        size += (chunk as Buffer).length;
        if (size > MAX_IMPORT_BYTES) throw new HttpError(413, tooLargeMessage(size));
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    },
  );

  const fileRoute = (dryRun: boolean) => ({
    config: signedIn,
    onRequest: refuseBeforeTheBody,
    // Progress lines must leave as they are written, not wait in a compressor's buffer.
    compress: false as const,
    bodyLimit: MAX_IMPORT_BYTES * 3,
    schema: {
      tags,
      summary: dryRun
        ? 'Dry run: every row checked and matched; nothing written'
        : 'Apply: all rows in one transaction, or the valid ones with skipInvalid; audited, undoable',
      querystring: importQuerySchema,
      response: { 200: importReportSchema },
    },
  });

  route.read('/api/imports', {
    summary: 'Import history and the kinds the caller may import',
    reply: importHistorySchema,
    handler: getImportHistory,
  });

  for (const dryRun of [true, false]) {
    app.post(
      dryRun ? '/api/imports/dry-run' : '/api/imports/apply',
      fileRoute(dryRun),
      async (request, reply) => {
        const principal = requireSignedIn(request);
        const { kind, fileName, sheet, skipInvalid, fiscalYear, createAirports } = request.query;
        const mapping =
          parseMappingParam(request.query.mapping) ?? (await getSavedMapping(app.ctx, principal, kind));
        // A bad file or missing columns answer 4xx here, before any progress line is sent.
        const prepared = await prepareImport(principal, {
          kind,
          fileName,
          sheet,
          mapping,
          file: request.body,
          dryRun,
          skipInvalid,
          fiscalYear,
          createAirports,
        });
        if (wantsProgress(request.headers.accept)) {
          return streamImport(reply, request.log, (onProgress) =>
            executeImport(app.ctx.db, prepared, onProgress),
          );
        }
        return executeImport(app.ctx.db, prepared);
      },
    );
  }

  route.post(
    '/api/imports/:id/undo',
    {
      summary: 'Undo an import as a whole (refused if anything it touched changed)',
      params: importIdParamsSchema,
      status: 204,
    },
    async (request) => {
      await undoImport(app.ctx.db, requireSignedIn(request), request.params.id);
    },
  );

  route.put(
    '/api/imports/mappings/:kind',
    {
      summary: 'Save the caller’s column mapping for a kind',
      params: importKindParamsSchema,
      body: z.strictObject({ mapping: mappingSchema.optional() }),
      response: { 200: z.object({ mapping: mappingSchema }) },
    },
    async (request) => ({
      mapping: await saveImportMapping(
        app.ctx,
        requireSignedIn(request),
        request.params.kind,
        request.body.mapping,
      ),
    }),
  );

  for (const format of ['xlsx', 'zip'] as const) {
    app.get(
      `/api/exports/everything.${format}`,
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            format === 'xlsx'
              ? 'Everything the caller may see as one workbook, a sheet per kind'
              : 'Everything the caller may see as a zip of CSV files',
        },
      },
      async (request, reply) => {
        const file =
          format === 'xlsx'
            ? await exportWorkbook(app.ctx.db, request.principal)
            : await exportCsvZip(app.ctx.db, request.principal);
        return reply
          .header('content-type', format === 'xlsx' ? XLSX : 'application/zip')
          .header('content-disposition', `attachment; filename="airport-grants-export.${format}"`)
          .send(file);
      },
    );
  }

  route.get(
    '/api/imports/templates/:kind',
    {
      summary: 'The kind’s .xlsx template with a sheet explaining each column',
      params: importKindParamsSchema,
    },
    async (request, reply) => {
      const { kind } = request.params;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="import-${kind}-template.xlsx"`)
        .send(await buildImportTemplate(request.principal, kind));
    },
  );
};
