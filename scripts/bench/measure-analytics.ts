import http from 'node:http';
import { changeOneProject, COLD_RUNS } from './measure-project-list';

export type DashboardMeasurement = {
  /**
   * Median wall time of 5 requests (after one warm-up), request sent to last byte received; warm: the
   * dashboard is already in the server's response cache for this data version.
   */
  medianMs: number;
  /** Median of 5 first reads after a change to a project (the cache misses: computed and compressed). */
  coldMedianMs: number;
  /** Median of 5 reads with If-None-Match of the current ETag (304, no body). */
  notModifiedMedianMs: number;
  /** Size of the gzip-compressed response body as sent. */
  gzipBytes: number;
};

type Timed = { status: number; ms: number; bytes: number; etag: string | undefined };

// node:http rather than fetch: fetch decompresses, and the figure wanted is the size on the wire.
function timedGet(url: URL, headers: Record<string, string>): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        const etag = response.headers.etag;
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes, etag });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * GET /api/analytics/dashboard as the signed-in person of `cookieHeader`, gzip accepted: 9 cold reads (each
 * right after a change to a project), one warm-up and the median of 5 warm reads, then 5 reads with
 * If-None-Match (304). Throws unless every answer is as expected.
 */
export async function measureDashboard(baseUrl: string, cookieHeader: string): Promise<DashboardMeasurement> {
  const url = new URL('/api/analytics/dashboard', baseUrl);
  const headers = { cookie: cookieHeader, 'accept-encoding': 'gzip' };
  const expect = async (status: number, extra: Record<string, string> = {}) => {
    const run = await timedGet(url, { ...headers, ...extra });
    if (run.status !== status) throw new Error(`GET ${url.pathname} answered ${run.status}`);
    return run;
  };
  const cold: Timed[] = [];
  for (let index = 0; index < COLD_RUNS; index += 1) {
    await changeOneProject(baseUrl, cookieHeader);
    cold.push(await expect(200));
  }
  const runs: Timed[] = [];
  for (let index = 0; index < 6; index += 1) {
    const run = await expect(200);
    if (index > 0) runs.push(run);
  }
  const notModified: Timed[] = [];
  for (let index = 0; index < 5; index += 1) {
    notModified.push(await expect(304, { 'if-none-match': runs[0]?.etag ?? '' }));
  }
  return {
    medianMs: median(runs.map((run) => run.ms)),
    coldMedianMs: median(cold.map((run) => run.ms)),
    notModifiedMedianMs: median(notModified.map((run) => run.ms)),
    gzipBytes: median(runs.map((run) => run.bytes)),
  };
}

/** Signs in with e-mail and password (e.g. a demo account) and returns the Cookie header to send. */
export async function signInForBench(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/sign-in/email', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
}
