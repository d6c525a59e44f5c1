import type { DocumentInfo } from '@bil/domain';

/**
 * Uploads one file with XMLHttpRequest, whose upload events give the progress bar (fetch has none).
 * Resolves with the stored document; rejects with the server's message.
 */
export function uploadDocument(
  recordType: string,
  recordId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<DocumentInfo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ record_type: recordType, record_id: recordId });
    request.open('POST', `/api/gci/documents?${query.toString()}`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as (DocumentInfo & { error?: string }) | null;
      if (request.status === 201 && body) resolve(body);
      else reject(new Error(body?.error ?? `Upload failed (${String(request.status)})`));
    };
    request.onerror = () => {
      reject(new Error('Cannot reach the server. Check your connection and try again.'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
