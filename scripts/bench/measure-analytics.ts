import http from 'node:http';

export type DashboardMeasurement = {
  /** Median wall time of 5 requests (after one warm-up), request sent to last byte received. */
  medianMs: number;
  /** Size of the gzip-compressed response body as sent. */
  gzipBytes: number;
};

type Timed = { status: number; ms: number; bytes: number };

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
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes });
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
 * GET /api/analytics/dashboard as the signed-in person of `cookieHeader`, gzip accepted: one warm-up,
 * then the median of 5. Throws unless every answer is 200.
 */
export async function measureDashboard(baseUrl: string, cookieHeader: string): Promise<DashboardMeasurement> {
  const url = new URL('/api/analytics/dashboard', baseUrl);
  const headers = { cookie: cookieHeader, 'accept-encoding': 'gzip' };
  const runs: Timed[] = [];
  for (let index = 0; index < 6; index += 1) {
    const run = await timedGet(url, headers);
    if (run.status !== 200) throw new Error(`GET ${url.pathname} answered ${run.status}`);
    if (index > 0) runs.push(run);
  }
  return { medianMs: median(runs.map((run) => run.ms)), gzipBytes: median(runs.map((run) => run.bytes)) };
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
