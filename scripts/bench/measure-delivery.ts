import http from 'node:http';
import { sql } from 'kysely';
import { generateDemoData } from '../../apps/server/src/demo/generate-demo-data';
import { replaceWithDemoData } from '../../apps/server/src/demo/load-demo-data';
import { buildTestServer } from '../../apps/server/test/support/build-test-server';
import { signInAs } from '../../apps/server/test/support/sign-in-as';
import { changeOneProject } from './measure-project-list';

/** The reads of /planning and /delivery (issue 19: both under 300 ms at 100,000 projects on PGlite). */
export const PLANNING_DELIVERY_READS: { label: string; path: string }[] = [
  { label: 'GET /api/planning', path: '/api/planning' },
  { label: 'GET /api/delivery (first page, late first)', path: '/api/delivery' },
  { label: 'GET /api/delivery?health=late', path: '/api/delivery?health=late' },
  { label: 'GET /api/delivery?airport=BNA', path: '/api/delivery?airport=BNA' },
  { label: 'GET /api/delivery, page 40', path: '/api/delivery?page=40' },
];

export type ReadFigure = { label: string; coldMs: number; medianMs: number };

type Get = (path: string) => Promise<{ status: number; ms: number }>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measureWith(get: Get, runs: number): Promise<ReadFigure[]> {
  const figures: ReadFigure[] = [];
  for (const { label, path } of PLANNING_DELIVERY_READS) {
    const times: number[] = [];
    let coldMs = Number.NaN;
    for (let index = 0; index <= runs; index += 1) {
      const run = await get(path);
      if (run.status !== 200) throw new Error(`${path} answered ${run.status}`);
      if (index === 0) coldMs = run.ms;
      else times.push(run.ms);
    }
    figures.push({ label, coldMs, medianMs: median(times) });
  }
  return figures;
}

/**
 * GET /api/delivery right after a project changed (its counts are cached by the data versions, so
 * each of these misses the cache): the median of `runs`, each after a PATCH of 1 project.
 */
export async function measureDeliveryAfterChange(baseUrl: string, cookie: string, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await changeOneProject(baseUrl, cookie);
    const started = performance.now();
    const response = await fetch(new URL('/api/delivery', baseUrl), { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/delivery answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Over HTTP against a running server (npm run bench): the first call, then the median of `runs` more. */
export function measurePlanningDelivery(baseUrl: string, cookie: string, runs = 7): Promise<ReadFigure[]> {
  const get: Get = (path) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.get(new URL(path, baseUrl), { headers: { cookie } }, (response) => {
        response.resume();
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  return measureWith(get, runs);
}

/**
 * On its own: `npx tsx scripts/bench/measure-delivery.ts [projects]` loads the demo set at that size
 * (default 100,000) into in-memory PGlite and times the reads in process (no network).
 */
async function measureStandalone(projects: number): Promise<void> {
  const server = await buildTestServer();
  try {
    const started = performance.now();
    const counts = await replaceWithDemoData(server.ctx.db, generateDemoData({ projects }));
    console.log(
      `Loaded ${counts.projects} projects, ${counts.planItems} plan items, ${counts.deliveryRecords} delivery records in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await sql`analyze`.execute(server.ctx.db);
    const admin = await signInAs(server.app, 'admin');
    const get: Get = async (path) => {
      const begun = performance.now();
      const response = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: admin.cookie },
      });
      return { status: response.statusCode, ms: performance.now() - begun };
    };
    for (const figure of await measureWith(get, 7))
      console.log(
        `${figure.label} at ${projects} projects: first ${figure.coldMs.toFixed(0)} ms, median ${figure.medianMs.toFixed(0)} ms`,
      );
  } finally {
    await server.close();
  }
}

if (process.argv[1]?.endsWith('measure-delivery.ts')) {
  await measureStandalone(Number(process.argv[2] ?? 100_000));
}
