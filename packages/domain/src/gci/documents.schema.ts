import { z } from 'zod';

/** Records that carry documents (issue 13: Documents on records). */
export const DOCUMENT_RECORD_TYPES = [
  'grant',
  'reimbursement',
  'compliance_item',
  'inspection',
  'discrepancy',
  'project',
] as const;
export type DocumentRecordType = (typeof DOCUMENT_RECORD_TYPES)[number];

/** 25 MB a file, said in the form and enforced on the server (and by a check constraint). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_LIMIT_WORDS =
  'PDF, images (PNG, JPEG, GIF, WebP), Excel or Word (.xlsx, .docx), CSV or text; up to 25 MB';

/** What each accepted type is called in messages. */
export const DOCUMENT_KIND_WORDS: Record<string, string> = {
  'application/pdf': 'a PDF document',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/gif': 'a GIF image',
  'image/webp': 'a WebP image',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel workbook',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document',
  'text/csv': 'text',
  'text/plain': 'text',
};

/** The types accepted, by what the content is (never the name): the extensions each may carry. */
export const DOCUMENT_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/csv': ['csv'],
  'text/plain': ['txt'],
};

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  recordNotFound: 'Record not found',
  noFile: 'Choose a file to upload',
  malformed: 'The upload is not a complete form: send one file in the form field "file".',
  tooLarge: 'The file is larger than 25 MB',
  empty: 'The file is empty',
  unsupported: `This kind of file is not accepted. Accepted: ${DOCUMENT_LIMIT_WORDS}`,
  mismatch: 'The file content ({kind}) does not match its name (.{ext}); nothing was saved',
  badName: 'The file name is not valid',
} as const;

export const documentListQuerySchema = z.strictObject({
  record_type: z.enum(DOCUMENT_RECORD_TYPES, {
    error: `Record type must be one of: ${DOCUMENT_RECORD_TYPES.join(', ')}`,
  }),
  record_id: z.uuid('Not a valid record id'),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

export const documentSchema = z.object({
  id: z.string(),
  record_type: z.enum(DOCUMENT_RECORD_TYPES),
  record_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  isImage: z.boolean(),
});
export type DocumentInfo = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  canEdit: z.boolean(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** The extension of a file name, lower case ('' when none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}
