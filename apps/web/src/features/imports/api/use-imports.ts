import type { ImportHistory, ImportKind, ImportReport } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, apiPut, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

export const importKeys = { history: ['imports', 'history'] as const };

/** GET /api/imports: the kinds the person may import, and the import history. */
export function useImportHistory() {
  return useQuery({
    queryKey: importKeys.history,
    queryFn: ({ signal }) => apiGet<ImportHistory>('/api/imports', { signal }),
  });
}

export type ImportSend = {
  mode: 'dry-run' | 'apply';
  kind: ImportKind;
  file: File;
  sheet?: string | null;
  mapping?: Record<string, string | null>;
  skipInvalid?: boolean;
};

/**
 * Sends the file as the request body (XMLHttpRequest, the one browser API that reports upload progress),
 * calling onProgress with the share sent, 0 to 1. Resolves with the report; rejects with an ApiError.
 */
export function sendImport(send: ImportSend, onProgress: (share: number) => void): Promise<ImportReport> {
  const query = new URLSearchParams({ kind: send.kind, fileName: send.file.name });
  if (send.sheet) query.set('sheet', send.sheet);
  if (send.mapping) query.set('mapping', JSON.stringify(send.mapping));
  if (send.skipInvalid) query.set('skipInvalid', 'true');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/imports/${send.mode}?${query}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => {
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (request.status === 200) resolve(body as ImportReport);
      else {
        const message =
          typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
            ? body.error
            : `Request failed with status ${request.status}`;
        reject(new ApiError(request.status, message));
      }
    };
    request.send(send.file);
  });
}

export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<undefined>(`/api/imports/${encodeURIComponent(id)}/undo`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['imports'] }),
  });
}

export function useSaveMapping() {
  return useMutation({
    mutationFn: ({ kind, mapping }: { kind: ImportKind; mapping: Record<string, string | null> }) =>
      apiPut<{ mapping: Record<string, string | null> }>(`/api/imports/mappings/${kind}`, { mapping }),
  });
}
