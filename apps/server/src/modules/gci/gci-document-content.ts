import { DOCUMENT_KIND_WORDS, DOCUMENT_MESSAGES, DOCUMENT_TYPES, extensionOf } from '@bil/domain';
import { fileTypeFromBuffer } from 'file-type';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 without NUL or other control bytes (tab, line feed and carriage return aside). */
function isPlainText(bytes: Buffer): boolean {
  try {
    const text = utf8.decode(bytes);

    return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
}

/**
 * The document's type from its bytes (magic numbers, via file-type; text when it is clean UTF-8), never
 * from its name; the name's extension must agree with what the content is.
 */
export async function checkDocumentContent(
  bytes: Buffer,
  fileName: string,
): Promise<{ ok: true; contentType: string } | { ok: false; message: string }> {
  if (bytes.length === 0) return { ok: false, message: DOCUMENT_MESSAGES.empty };
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  let contentType = detected?.mime;
  if (!detected && isPlainText(bytes)) contentType = extension === 'csv' ? 'text/csv' : 'text/plain';
  const extensions = contentType ? DOCUMENT_TYPES[contentType] : undefined;
  if (!contentType || !extensions) return { ok: false, message: DOCUMENT_MESSAGES.unsupported };
  if (!extensions.includes(extension)) {
    return {
      ok: false,
      message: DOCUMENT_MESSAGES.mismatch
        .replace('{kind}', DOCUMENT_KIND_WORDS[contentType] ?? contentType)
        .replace('{ext}', extension || '(none)'),
    };
  }
  return { ok: true, contentType };
}

/** The name without any folder, control characters or quotes; at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';

  return base
    .replace(/[\u0000-\u001F\u007F"]/g, '')
    .trim()
    .slice(-255);
}
