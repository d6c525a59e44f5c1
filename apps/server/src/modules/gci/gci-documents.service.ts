import {
  authorize,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  gciAreaPolicy,
  gciRecordPolicy,
  projectPolicy,
  isSafeText,
  RECORD_NOT_FOUND,
  unsafeTextMessage,
  type DocumentInfo,
  type DocumentList,
  type DocumentRecordType,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, HttpError, notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { checkDocumentContent, cleanFileName } from './gci-document-content';
import {
  deleteDocumentRow,
  findDocument,
  findRecordOwner,
  insertDocument,
  listDocuments,
  readDocumentContent,
  type DocumentRow,
} from './gci-documents.repository';

type Ctx = Pick<AppContext, 'db'>;

/** A document follows its record's policy: GC&I records the airport rule, projects the project rule. */
async function requireRecord(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  type: DocumentRecordType,
  id: string,
  action: 'read' | 'update',
): Promise<void> {
  throwIfRefused(authorize(gciAreaPolicy, principal, 'open', null));
  const owner = await findRecordOwner(db, type, id);
  if (!owner) throw notFound(DOCUMENT_MESSAGES.recordNotFound);
  const decision =
    type === 'project'
      ? authorize(projectPolicy, principal, action, { tdot_pm: owner.tdotPm, id })
      : authorize(gciRecordPolicy, principal, action, { airportPm: owner.tdotPm });
  if (!decision.allowed)
    throw new HttpError(
      decision.status,
      decision.reason === RECORD_NOT_FOUND || decision.status === 404
        ? DOCUMENT_MESSAGES.recordNotFound
        : decision.reason,
    );
}

function canEdit(db: Kysely<Database>, principal: RequestPrincipal, type: DocumentRecordType, id: string) {
  return requireRecord(db, principal, type, id, 'update').then(
    () => true,
    () => false,
  );
}

export function presentDocument(row: DocumentRow): DocumentInfo {
  return {
    id: row.id,
    record_type: row.record_type as DocumentRecordType,
    record_id: row.record_id,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    uploaded_by: row.uploaded_by_email,
    created_at: new Date(row.created_at).toISOString(),
    isImage: row.content_type.startsWith('image/'),
  };
}

/** GET /api/gci/documents?record_type&record_id. */
export async function listRecordDocuments(
  ctx: Ctx,
  principal: RequestPrincipal,
  type: DocumentRecordType,
  id: string,
): Promise<DocumentList> {
  await requireRecord(ctx.db, principal, type, id, 'read');
  const [documents, editable] = await Promise.all([
    listDocuments(ctx.db, type, id),
    canEdit(ctx.db, principal, type, id),
  ]);
  return { documents: documents.map(presentDocument), canEdit: editable };
}

export type UploadedFile = { fileName: string; read: () => Promise<Buffer> };

/**
 * POST /api/gci/documents: checks the caller may change the record before reading the file, then the size
 * (25 MB) and the type from the content; stores the bytes; audited on the record's history.
 */
export async function uploadDocument(
  ctx: Ctx,
  principal: SignedInPrincipal,
  type: DocumentRecordType,
  id: string,
  file: UploadedFile | undefined,
): Promise<DocumentInfo> {
  await requireRecord(ctx.db, principal, type, id, 'update');
  if (!file) throw badRequest(DOCUMENT_MESSAGES.noFile);
  const fileName = cleanFileName(file.fileName);
  if (!fileName) throw badRequest(DOCUMENT_MESSAGES.badName);
  // A right-to-left override would show `invoice<RLO>fdp.exe` as `invoiceexe.pdf` in the list (issue 34).
  if (!isSafeText(fileName)) throw badRequest(unsafeTextMessage('File name'));
  let bytes: Buffer;
  try {
    bytes = await file.read();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
  if (bytes.length > DOCUMENT_MAX_BYTES) throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
  const checked = await checkDocumentContent(bytes, fileName);
  if (!checked.ok) throw badRequest(checked.message);
  const documentId = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertDocument(trx, {
      record_type: type,
      record_id: id,
      file_name: fileName,
      content_type: checked.contentType,
      size_bytes: bytes.length,
      content: bytes,
      uploaded_by: principal.userId,
    });
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'upload_document',
      resourceType: 'gci_document',
      resourceId: created,
      details: { name: fileName, parent_id: id, record_type: type },
      after: { file_name: fileName, content_type: checked.contentType, size_bytes: bytes.length },
    });
    return created;
  });
  const row = await findDocument(ctx.db, documentId);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return presentDocument(row);
}

async function requireDocument(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  id: string,
  action: 'read' | 'update',
) {
  const row = await findDocument(db, id);
  if (!row) {
    throwIfRefused(authorize(gciAreaPolicy, principal, 'open', null));
    throw notFound(DOCUMENT_MESSAGES.notFound);
  }
  await requireRecord(db, principal, row.record_type as DocumentRecordType, row.record_id, action);
  return row;
}

/** GET /api/gci/documents/:id/content: the bytes, with the type found from them. */
export async function readDocument(
  ctx: Ctx,
  principal: RequestPrincipal,
  id: string,
): Promise<{ document: DocumentInfo; content: Buffer }> {
  const row = await requireDocument(ctx.db, principal, id, 'read');
  const content = await readDocumentContent(ctx.db, id);
  if (!content) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { document: presentDocument(row), content };
}

/** DELETE /api/gci/documents/:id: audited on the record's history. */
export async function removeDocument(ctx: Ctx, principal: SignedInPrincipal, id: string): Promise<void> {
  const row = await requireDocument(ctx.db, principal, id, 'update');
  await ctx.db.transaction().execute(async (trx) => {
    await deleteDocumentRow(trx, id);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'delete_document',
      resourceType: 'gci_document',
      resourceId: id,
      details: { name: row.file_name, parent_id: row.record_id, record_type: row.record_type },
      before: { file_name: row.file_name, content_type: row.content_type, size_bytes: row.size_bytes },
    });
  });
}
