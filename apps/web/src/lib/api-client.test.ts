import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, apiGet, apiPost } from './api-client';

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends same-origin credentials and JSON, and returns the parsed body', async () => {
    const fetchMock = respondWith(200, { ok: true });
    await expect(apiPost('/api/things', { name: 'A' })).resolves.toEqual({ ok: true });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"A"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('builds the query string and leaves out undefined values', async () => {
    const fetchMock = respondWith(200, []);
    await apiGet('/api/projects', { query: { page: 1, limit: 5000, grant: undefined, q: 'a b' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/projects?page=1&limit=5000&q=a+b');
  });

  it("throws ApiError with the server's {error} message and status", async () => {
    respondWith(403, { error: 'Permission denied' });
    const error = await apiGet('/api/admin').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Permission denied', isClientError: true });
  });

  it('keeps validation issues', async () => {
    respondWith(400, {
      error: 'email: Invalid email',
      issues: [{ path: 'email', message: 'Invalid email' }],
    });
    await expect(apiPost('/api/x', {})).rejects.toMatchObject({
      issues: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('describes a response without an {error} body by its status', async () => {
    respondWith(502, undefined);
    await expect(apiGet('/api/x')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('turns a network failure into status 0 with a clear message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('returns undefined for an empty success body', async () => {
    respondWith(204, undefined);
    await expect(apiGet('/api/x')).resolves.toBeUndefined();
  });
});
