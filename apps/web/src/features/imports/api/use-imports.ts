import {
  IMPORT_PROGRESS_TYPE,
  type ImportHistory,
  type ImportKind,
  type ImportProgress,
  type ImportReport,
  type ImportStreamLine,
} from '@bil/domain';
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
  /** The fiscal year of a sheet without a Fiscal Year column (else the server takes it from the sheet). */
  fiscalYear?: number | null;
  createAirports?: boolean;
};

/** Where an import is: the file going up (share sent, 0 to 1), then its rows checked and written. */
export type ImportSendProgress =
  { stage: 'upload'; share: number } | { stage: 'rows'; progress: ImportProgress };

function parseLine(line: string): ImportStreamLine | null {
  try {
    return JSON.parse(line) as ImportStreamLine;
  } catch {
    return null;
  }
}

/** The answer's complete lines (the server sends progress lines, then the report or an error). */
function completeLines(text: string): ImportStreamLine[] {
  const end = text.lastIndexOf('\n');
  if (end < 0) return [];
  return text
    .slice(0, end)
    .split('\n')
    .flatMap((line) => {
      const parsed = line.trim() ? parseLine(line) : null;
      return parsed ? [parsed] : [];
    });
}

/**
 * Sends the file as the request body (XMLHttpRequest, the one browser API that reports upload progress)
 * and reads the answer's progress lines as they arrive, calling onProgress. Resolves with the report;
 * rejects with an ApiError.
 */
export function sendImport(
  send: ImportSend,
  onProgress: (progress: ImportSendProgress) => void,
): Promise<ImportReport> {
  const query = new URLSearchParams({ kind: send.kind, fileName: send.file.name });
  if (send.sheet) query.set('sheet', send.sheet);
  if (send.mapping) query.set('mapping', JSON.stringify(send.mapping));
  if (send.skipInvalid) query.set('skipInvalid', 'true');
  if (send.fiscalYear) query.set('fiscalYear', String(send.fiscalYear));
  if (send.createAirports) query.set('createAirports', 'true');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/imports/${send.mode}?${query}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', `${IMPORT_PROGRESS_TYPE}, application/json`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ stage: 'upload', share: event.loaded / event.total });
    };
    request.onprogress = () => {
      const last = completeLines(request.responseText).findLast((line) => 'progress' in line);
      if (last && 'progress' in last) onProgress({ stage: 'rows', progress: last.progress });
    };
    request.onerror = () => {
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    };
    request.onload = () => {
      if (
        request.status === 200 &&
        request.getResponseHeader('content-type')?.includes(IMPORT_PROGRESS_TYPE)
      ) {
        const last = completeLines(`${request.responseText}\n`).at(-1);
        if (last && 'report' in last) resolve(last.report);
        else if (last && 'error' in last) reject(new ApiError(last.status, last.error));
        else reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
        return;
      }
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
