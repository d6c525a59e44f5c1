// Issue 31: the whole country as a scale test. `npx tsx scripts/bench/measure-country.ts [--postgres URL]`.
// Imports FAA's 3,287 NPIAS airports and their AIG allocations FY22-26 (a copy of ../shared/data/faa in apps/server/test/faa-data, converted to
// the import template by the test fixture) with `npm run import`'s command, each with its rows per second
// and peak memory, then times the airports catalogue and the executive overview at that size.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  aigAllocations,
  airportsTemplateCsv,
  allocationsTemplateCsv,
  npiasAirports,
} from '../../apps/server/test/faa-country.fixtures';
import { signInForBench } from './measure-analytics';
import { loadDemoData } from './measure-demo-load';
import { startServer } from './measure-startup';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export type CountryImportFigure = {
  kind: 'airports' | 'allocations';
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMib: number;
  peakHeapMib: number;
  summary: string;
};

export type CountryFigures = {
  imports: CountryImportFigure[];
  airports: number;
  /** GET /api/airports/catalog, the screen's first page of 100 (paged on the server): first read after the imports. */
  catalogFirstMs: number;
  catalogMedianMs: number;
  executiveFirstMs: number;
  executiveMedianMs: number;
};

// What the catalogue screen asks for first (issue 31: paged on the server).
const CATALOG_PAGE = '/api/airports/catalog?page=1&pageSize=100&sort=airportCode&direction=asc';

function importFile(kind: 'airports' | 'allocations', file: string, env: Record<string, string>) {
  const rss = pathToFileURL(path.join(here, 'report-peak-rss.mjs')).href;
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', rss, 'apps/server/src/cli/import.ts', '--kind', kind, file],
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`import ${kind} failed (${result.status}): ${result.stderr}`);
  return {
    seconds,
    peakRssMib: Number(/peak-rss-kib (\d+)/.exec(result.stderr)?.[1] ?? NaN) / 1024,
    peakHeapMib: Number(/peak-heap-kib (\d+)/.exec(result.stderr)?.[1] ?? NaN) / 1024,
    summary: result.stdout.trim().split('\n').at(-1) ?? '',
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timeGet(baseUrl: string, route: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(new URL(route, baseUrl), {
    headers: { cookie, 'accept-encoding': 'gzip' },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
  return { ms: performance.now() - started, body };
}

async function medianOf(baseUrl: string, route: string, cookie: string, runs: number) {
  await timeGet(baseUrl, route, cookie); // warm-up
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push((await timeGet(baseUrl, route, cookie)).ms);
  return median(times);
}

/**
 * One database (the env's): the demo accounts and Tennessee set first (so someone can sign in), then the
 * whole country's airports and allocations through the import command, then the two reads.
 */
export async function measureCountry(env: Record<string, string>, port: number): Promise<CountryFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-bench-country-'));
  try {
    const airports = npiasAirports();
    const npias = new Set(airports.map((airport) => airport.code));
    // The airports that left NPIAS are issue 31 part A's unknown airports; here only the catalogue's.
    const allocations = aigAllocations().filter((row) => npias.has(row.code));
    const files = {
      airports: path.join(dir, 'npias-airports.csv'),
      allocations: path.join(dir, 'aig-fy22-26.csv'),
    };
    fs.writeFileSync(files.airports, airportsTemplateCsv(airports));
    fs.writeFileSync(files.allocations, allocationsTemplateCsv(allocations));
    loadDemoData(env, 50);
    const imports: CountryImportFigure[] = [];
    for (const [kind, rows] of [
      ['airports', airports.length],
      ['allocations', allocations.length],
    ] as const) {
      const figure = importFile(kind, files[kind], env);
      imports.push({ kind, rows, rowsPerSecond: rows / figure.seconds, ...figure });
    }
    const { server } = await startServer(env, port);
    try {
      const cookie = await signInForBench(server.baseUrl, 'admin@demo.test', 'demo-Password-2026');
      const all = await timeGet(server.baseUrl, CATALOG_PAGE, cookie);
      const count = (JSON.parse(all.body) as { scopeCount: number }).scopeCount;
      const executive = await timeGet(server.baseUrl, '/api/executive', cookie);
      return {
        imports,
        airports: count,
        catalogFirstMs: all.ms,
        catalogMedianMs: await medianOf(server.baseUrl, CATALOG_PAGE, cookie, 15),
        executiveFirstMs: executive.ms,
        executiveMedianMs: await medianOf(server.baseUrl, '/api/executive', cookie, 15),
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints one database's figures in the bench's row format. */
export function printCountry(figures: CountryFigures, print: (figure: string, value: string) => void) {
  for (const run of figures.imports) {
    print(
      `country: import ${run.rows} ${run.kind}: rows/s, wall`,
      `${run.rowsPerSecond.toFixed(0)} rows/s, ${run.seconds.toFixed(1)} s`,
    );
    print(
      `country: import ${run.kind}: peak RSS / JS heap`,
      `${run.peakRssMib.toFixed(0)} / ${run.peakHeapMib.toFixed(0)} MiB`,
    );
  }
  print(
    `country: GET /api/airports/catalog page 1 (${figures.airports}), first / median`,
    `${figures.catalogFirstMs.toFixed(0)} / ${figures.catalogMedianMs.toFixed(0)} ms`,
  );
  print(
    'country: GET /api/executive, first / median',
    `${figures.executiveFirstMs.toFixed(0)} / ${figures.executiveMedianMs.toFixed(0)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { postgres: { type: 'string' } } });
  const dataDir = path.join(os.tmpdir(), `bil-bench-country-${process.pid}`);
  const env: Record<string, string> = values.postgres
    ? {
        DATABASE_URL: values.postgres,
        AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
      }
    : { DATABASE_URL: '', DATA_DIR: dataDir, DEMO_DATA: 'never' };
  try {
    const figures = await measureCountry(env, 3950);
    printCountry(figures, (figure, value) => {
      console.log(`${figure.padEnd(56)} ${value}`);
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
