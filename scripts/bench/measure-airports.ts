import http from 'node:http';

export type AirportsMeasurement = {
  /** Median wall time of GET /api/airports (request sent to last byte received). */
  catalogMs: number;
  airports: number;
  /** The airport with the most projects, and the median times of its page's two calls. */
  airportCode: string;
  airportProjects: number;
  detailMs: number;
  projectsMs: number;
};

type Timed = { status: number; ms: number; body: string };

function timedGet(url: URL, headers: Record<string, string>): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        });
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

/** One warm-up, then the median of `runs` GETs; throws unless every answer is 200. */
async function measure(baseUrl: string, path: string, cookie: string, runs: number) {
  const url = new URL(path, baseUrl);
  const times: number[] = [];
  let body = '';
  for (let index = 0; index <= runs; index += 1) {
    const run = await timedGet(url, { cookie });
    if (run.status !== 200) throw new Error(`GET ${path} answered ${run.status}`);
    if (index > 0) times.push(run.ms);
    body = run.body;
  }
  return { ms: median(times), body };
}

/**
 * The airports screens' server calls as the signed-in person of `cookie`: the catalogue, and the details
 * page (GET /api/airports/:code and its projects) of the airport with the most projects.
 */
export async function measureAirports(
  baseUrl: string,
  cookie: string,
  // A median of 7 moved by 5 ms between runs while the newly started server ran its first jobs.
  runs = 31,
): Promise<AirportsMeasurement> {
  const catalog = await measure(baseUrl, '/api/airports', cookie, runs);
  const { airports } = JSON.parse(catalog.body) as {
    airports: { airportCode: string; projectCount: number }[];
  };
  const busiest = [...airports].sort((a, b) => b.projectCount - a.projectCount)[0];
  if (!busiest) throw new Error('GET /api/airports returned no airports');
  const code = encodeURIComponent(busiest.airportCode);
  const detail = await measure(baseUrl, `/api/airports/${code}`, cookie, runs);
  const projects = await measure(baseUrl, `/api/airports/${code}/projects`, cookie, runs);
  return {
    catalogMs: catalog.ms,
    airports: airports.length,
    airportCode: busiest.airportCode,
    airportProjects: busiest.projectCount,
    detailMs: detail.ms,
    projectsMs: projects.ms,
  };
}
