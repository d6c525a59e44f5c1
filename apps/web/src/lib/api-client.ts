/** Every call to our own server goes through here: same-origin cookies, JSON in and out, one error type. */

export type ApiIssue = { path: string; message: string };

/** A failed API call: the server's {error} message, the HTTP status (0 when the server was unreachable). */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[];
  /** The server's machine-readable reason when it sends one (SESSION_IDLE, PASSWORD_COMMON...). */
  readonly code: string | undefined;

  constructor(status: number, message: string, issues: ApiIssue[] = [], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.code = code;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type ApiPath = `/api/${string}`;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

function buildUrl(path: ApiPath, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    const issues = 'issues' in body && Array.isArray(body.issues) ? (body.issues as ApiIssue[]) : [];
    const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    return new ApiError(status, body.error, issues, code);
  }
  return new ApiError(status, `Request failed with status ${status}`);
}

/** Calls the API and returns the parsed JSON body; throws ApiError on any failure. */
export async function apiRequest<T>(path: ApiPath, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    // An abort is the caller's decision (e.g. React Query cancelling), not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const parsed = await readBody(response);
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}

export const apiGet = <T>(path: ApiPath, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(path: ApiPath, body?: unknown, options: Omit<ApiRequestOptions, 'method'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });

export const apiPut = <T>(path: ApiPath, body?: unknown, options: Omit<ApiRequestOptions, 'method'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'PUT', body });

export const apiPatch = <T>(path: ApiPath, body?: unknown, options: Omit<ApiRequestOptions, 'method'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'PATCH', body });

export const apiDelete = <T>(path: ApiPath, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'DELETE' });
