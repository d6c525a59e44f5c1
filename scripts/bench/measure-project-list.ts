import http from 'node:http';
import https from 'node:https';
import { gunzipSync } from 'node:zlib';

export type ProjectListMeasurement = {
  /**
   * Median wall time of GET /api/projects (request sent to last byte received) over the timed runs,
   * warm: the list is already in the server's response cache for this data version.
   */
  medianMs: number;
  /** Median of the first read after a change to a project (the cache misses: built and compressed). */
  coldMedianMs: number;
  /** What change preceded each cold read (COLD_READ_AFTER), for the bench's row label. */
  coldAfter: string;
  /** Median of a read with If-None-Match of the current ETag (304, no body). */
  notModifiedMedianMs: number;
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

type RawResponse = {
  status: number;
  encoding: string | undefined;
  etag: string | undefined;
  body: Buffer;
  ms: number;
};

// node:http rather than fetch: fetch decompresses on its own, and the compressed size is what we want.
function getRaw(url: URL, cookie: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { headers: { cookie, 'accept-encoding': 'gzip', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          resolve({
            status: response.statusCode ?? 0,
            encoding,
            etag: response.headers.etag,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The change made before each cold read, as the bench's 'cold' row names it. */
export const COLD_READ_AFTER = 'PATCH of 1 project';

/**
 * Changes one project through the API (its comments), as a person saving an edit would: the projects
 * data version moves on, so the next list and dashboard reads miss the server's response cache.
 */
export async function changeOneProject(baseUrl: string, cookie: string): Promise<void> {
  const first = await fetch(new URL('/api/projects?limit=1', baseUrl), { headers: { cookie } });
  const page = (await first.json()) as { data: { id: string; version: number }[] };
  const project = page.data[0];
  if (!project) throw new Error('no project to change');
  const response = await fetch(new URL(`/api/projects/${project.id}`, baseUrl), {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ version: project.version, changes: { comments: `bench ${Date.now()}` } }),
  });
  if (!response.ok) throw new Error(`PATCH /api/projects/${project.id} answered ${response.status}`);
}

/**
 * First reads after a change per figure (the list's and the dashboard's): they vary more than warm
 * reads, and a median of five moved by a third between runs.
 */
export const COLD_RUNS = 9;

/**
 * Times GET {baseUrl}/api/projects (default page: up to 5,000 projects) as the signed-in person whose
 * session cookie is given, with gzip accepted: COLD_RUNS (9) cold reads (each right after a change to a
 * project), then one warm-up and `runs` warm reads (from the response cache), then `runs` reads with
 * If-None-Match (304). Medians of each.
 */
export async function measureProjectList(
  baseUrl: string,
  cookie: string,
  runs = 5,
): Promise<ProjectListMeasurement> {
  const url = new URL('/api/projects', baseUrl);
  const coldMs: number[] = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    await changeOneProject(baseUrl, cookie);
    coldMs.push((await getRaw(url, cookie)).ms);
  }
  const warmUp = await getRaw(url, cookie);
  if (warmUp.status !== 200)
    throw new Error(`GET /api/projects answered ${warmUp.status}: ${warmUp.body.toString()}`);
  const json = warmUp.encoding === 'gzip' ? gunzipSync(warmUp.body) : warmUp.body;
  const page = JSON.parse(json.toString('utf8')) as { data: unknown[]; total: number };

  const timesMs: number[] = [];
  for (let run = 0; run < runs; run += 1) timesMs.push((await getRaw(url, cookie)).ms);
  const notModifiedMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const response = await getRaw(url, cookie, { 'if-none-match': warmUp.etag ?? '' });
    if (response.status !== 304)
      throw new Error(`GET /api/projects with its ETag answered ${response.status}`);
    notModifiedMs.push(response.ms);
  }
  return {
    medianMs: median(timesMs),
    coldMedianMs: median(coldMs),
    coldAfter: COLD_READ_AFTER,
    notModifiedMedianMs: median(notModifiedMs),
    timesMs,
    gzipBytes: warmUp.encoding === 'gzip' ? warmUp.body.length : Number.NaN,
    jsonBytes: json.length,
    projects: page.data.length,
    total: page.total,
  };
}

/**
 * The project table's first view as the browser asks for it (the outline, the first 100 rows and the
 * first 100 groups' sums, at once), each of `runs` (5) times right after a change to a project: the
 * median wall time until all three have arrived.
 */
export async function measureTableFirstView(
  baseUrl: string,
  cookie: string,
  runs = COLD_RUNS,
): Promise<number> {
  const paths = [
    '/api/projects/table',
    '/api/projects/table/rows?offset=0&limit=100',
    '/api/projects/table/groups?offset=0&limit=100',
  ];
  const timesMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await changeOneProject(baseUrl, cookie);
    const started = performance.now();
    const answers = await Promise.all(paths.map((path) => getRaw(new URL(path, baseUrl), cookie)));
    timesMs.push(performance.now() - started);
    const refused = answers.find((answer) => answer.status !== 200);
    if (refused) throw new Error(`the project table answered ${refused.status}: ${refused.body.toString()}`);
  }
  return median(timesMs);
}
