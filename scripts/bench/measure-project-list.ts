import http from 'node:http';
import https from 'node:https';
import { gunzipSync } from 'node:zlib';

export type ProjectListMeasurement = {
  /** Median wall time of GET /api/projects (request sent to last byte received) over the timed runs. */
  medianMs: number;
  /** Every timed run, in order. */
  timesMs: number[];
  /** Size of the gzip-compressed body as sent over the wire. */
  gzipBytes: number;
  /** Size of the JSON once decompressed. */
  jsonBytes: number;
  /** Projects on the page (data.length) and in the list (total). */
  projects: number;
  total: number;
};

type RawResponse = { status: number; encoding: string | undefined; body: Buffer; ms: number };

// node:http rather than fetch: fetch decompresses on its own, and the compressed size is what we want.
function getRaw(url: URL, cookie: string): Promise<RawResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { cookie, 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        resolve({
          status: response.statusCode ?? 0,
          encoding,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Times GET {baseUrl}/api/projects (default page: up to 5,000 projects) as the signed-in person whose
 * session cookie is given: one warm-up, then the median of `runs` (5) timed requests, with gzip accepted.
 */
export async function measureProjectList(
  baseUrl: string,
  cookie: string,
  runs = 5,
): Promise<ProjectListMeasurement> {
  const url = new URL('/api/projects', baseUrl);
  const warmUp = await getRaw(url, cookie);
  if (warmUp.status !== 200)
    throw new Error(`GET /api/projects answered ${warmUp.status}: ${warmUp.body.toString()}`);
  const json = warmUp.encoding === 'gzip' ? gunzipSync(warmUp.body) : warmUp.body;
  const page = JSON.parse(json.toString('utf8')) as { data: unknown[]; total: number };

  const timesMs: number[] = [];
  for (let run = 0; run < runs; run += 1) timesMs.push((await getRaw(url, cookie)).ms);
  const sorted = [...timesMs].sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    timesMs,
    gzipBytes: warmUp.encoding === 'gzip' ? warmUp.body.length : Number.NaN,
    jsonBytes: json.length,
    projects: page.data.length,
    total: page.total,
  };
}
