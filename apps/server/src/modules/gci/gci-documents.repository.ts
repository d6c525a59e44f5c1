import type { DocumentRecordType } from '@bil/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, GciDocumentsTable } from '../../db/schema';

export type DocumentRow = Omit<Selectable<GciDocumentsTable>, 'content'> & {
  uploaded_by_email: string | null;
};

/** Who owns the record a document hangs on: the PM of its airport (GC&I records) or the project's PM. */
export async function findRecordOwner(
  db: Kysely<Database>,
  type: DocumentRecordType,
  id: string,
): Promise<{ tdotPm: string | null } | undefined> {
  const owner = {
    grant: sql`select a.tdot_pm from gci_grants r join airport_assignments a on a.airport_code = r.airport_code
      where r.id = ${id}`,
    reimbursement: sql`select a.tdot_pm from gci_reimbursements r join gci_grants g on g.id = r.grant_id
      join airport_assignments a on a.airport_code = g.airport_code where r.id = ${id}`,
    compliance_item: sql`select a.tdot_pm from gci_compliance_items r
      join airport_assignments a on a.airport_code = r.airport_code where r.id = ${id}`,
    inspection: sql`select a.tdot_pm from gci_inspections r
      join airport_assignments a on a.airport_code = r.airport_code where r.id = ${id}`,
    discrepancy: sql`select a.tdot_pm from gci_discrepancies r join gci_inspections i on i.id = r.inspection_id
      join airport_assignments a on a.airport_code = i.airport_code where r.id = ${id}`,
    project: sql`select r.tdot_pm from projects r where r.id = ${id}`,
  }[type];
  const result = await sql<{ tdot_pm: string | null }>`${owner}`.execute(db);
  const row = result.rows[0];
  return row ? { tdotPm: row.tdot_pm } : undefined;
}

const METADATA = [
  'd.id',
  'd.record_type',
  'd.record_id',
  'd.file_name',
  'd.content_type',
  'd.size_bytes',
  'd.uploaded_by',
  'd.created_at',
] as const;

export async function listDocuments(
  db: Kysely<Database>,
  type: DocumentRecordType,
  id: string,
): Promise<DocumentRow[]> {
  return db
    .selectFrom('gci_documents as d')
    .leftJoin('user', 'user.id', 'd.uploaded_by')
    .select([...METADATA, 'user.email as uploaded_by_email'])
    .where('d.record_type', '=', type)
    .where('d.record_id', '=', id)
    .orderBy('d.created_at', 'desc')
    .execute();
}

export async function findDocument(db: Kysely<Database>, id: string): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('gci_documents as d')
    .leftJoin('user', 'user.id', 'd.uploaded_by')
    .select([...METADATA, 'user.email as uploaded_by_email'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function readDocumentContent(db: Kysely<Database>, id: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('gci_documents').select('content').where('id', '=', id).executeTakeFirst();
  return row?.content;
}

export async function insertDocument(
  db: Kysely<Database>,
  values: Omit<Selectable<GciDocumentsTable>, 'id' | 'created_at'>,
): Promise<string> {
  const row = await db.insertInto('gci_documents').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteDocumentRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('gci_documents').where('id', '=', id).execute();
}
