import http from 'node:http';

export type ExecutiveMeasurement = { coldMs: number; medianMs: number };

function timedGet(url: URL, cookie: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** GET /api/executive as the signed-in person: the first call, then the median of `runs` more. */
export async function measureExecutive(
  baseUrl: string,
  cookie: string,
  runs = 7,
): Promise<ExecutiveMeasurement> {
  const url = new URL('/api/executive', baseUrl);
  const times: number[] = [];
  let coldMs = Number.NaN;
  for (let index = 0; index <= runs; index += 1) {
    const run = await timedGet(url, cookie);
    if (run.status !== 200) throw new Error(`GET /api/executive answered ${run.status}`);
    if (index === 0) coldMs = run.ms;
    else times.push(run.ms);
  }
  times.sort((a, b) => a - b);
  return { coldMs, medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN };
}
