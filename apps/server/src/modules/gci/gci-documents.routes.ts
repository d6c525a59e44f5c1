import multipart from '@fastify/multipart';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  gciIdParamsSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../lib/http-errors';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { listRecordDocuments, readDocument, removeDocument, uploadDocument } from './gci-documents.service';

// Form fields and boundaries around the file: a request longer than the limit plus this cannot carry a
// file within it, so it is refused before a byte of it is read.
const MULTIPART_OVERHEAD = 64 * 1024;

/** Content-Disposition with an ASCII fallback and the exact name (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * What a broken upload form answers (issue 34, finding 6): too large stays 413; a form with a field but no
 * file says to choose a file; a form without a boundary or never closed is 400 with words, never a 500.
 */
export function multipartRefusal(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
    return badRequest(DOCUMENT_MESSAGES.noFile);
  const status = (error as { statusCode?: number }).statusCode;
  if (status === undefined || status >= 500 || code?.startsWith('FST_'))
    return badRequest(DOCUMENT_MESSAGES.malformed);
  return error;
}

/** Issue 13: documents on GC&I records and projects, stored in PostgreSQL, typed from their content. */
export const gciDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const config = { access: { flag: 'can_access_gci' } } as const;
  const tags = ['gci'];
  const route = declareRecordRoutes(app, { ...config, tags });

  route.get(
    '/api/gci/documents',
    {
      summary:
        "A record's documents (grant, reimbursement, compliance item, inspection, discrepancy, project)",
      querystring: documentListQuerySchema,
      response: { 200: documentListSchema },
    },
    async (request) =>
      listRecordDocuments(app.ctx, request.principal, request.query.record_type, request.query.record_id),
  );

  app.post(
    '/api/gci/documents',
    {
      config,
      schema: {
        tags,
        summary:
          'Upload one file (multipart field "file"), up to 25 MB, type checked from the content; audited',
        querystring: documentListQuerySchema,
        response: { 201: documentSchema },
      },
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD)
          throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
      },
    },
    async (request, reply) => {
      const principal = requireSignedIn(request);
      const file = request.isMultipart()
        ? await request.file().catch((error: unknown) => {
            throw multipartRefusal(error);
          })
        : undefined;
      const read = async () => {
        if (!file) throw badRequest(DOCUMENT_MESSAGES.noFile);
        try {
          return await file.toBuffer();
        } catch (error) {
          throw multipartRefusal(error);
        }
      };
      const document = await uploadDocument(
        app.ctx,
        principal,
        request.query.record_type,
        request.query.record_id,
        file ? { fileName: file.filename, read } : undefined,
      );
      return reply.status(201).send(document);
    },
  );

  route.get(
    '/api/gci/documents/:id/content',
    {
      summary: 'Download a document (inline=1 shows images and PDFs in the browser)',
      params: gciIdParamsSchema,
    },
    async (request, reply) => {
      const { document, content } = await readDocument(app.ctx, request.principal, request.params.id);
      const inline = (request.query as { inline?: string }).inline === '1';
      return reply
        .header('content-type', document.content_type)
        .header('content-disposition', disposition(inline ? 'inline' : 'attachment', document.file_name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  route.remove('/api/gci/documents/:id', {
    summary: 'Delete a document; audited',
    params: gciIdParamsSchema,
    handler: removeDocument,
  });
};
