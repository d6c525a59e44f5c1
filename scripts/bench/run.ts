// `npm run bench`: the product's own performance figures on this machine.
// Usage: npm run bench [-- --sizes 5000,100000] [-- --postgres postgres://...] [-- --web-dist DIR]
//        [-- --first-screen]: only each main screen's time to first useful content, quiet and loaded
//        npm run bench -- --load [--sizes 5000] [--postgres postgres://...]: only the 50-client load figures
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureDashboard, signInForBench } from './measure-analytics';
import { measureDashboardCompute } from './measure-dashboard-compute';
import { measureDbeReport } from './measure-dbe';
import { measureAirports } from './measure-airports';
import { measureExecutive } from './measure-executive';
import { measureBrowser } from './measure-browser';
import { measureGci } from './measure-gci';
import { measureDeliveryAfterChange, measurePlanningDelivery } from './measure-delivery';
import { measureImport } from './measure-import';
import { measureCountry, printCountry } from './measure-country';
import { measureSignInBytes } from './measure-sign-in-bytes';
import { loadDemoData } from './measure-demo-load';
import { COLD_READ_AFTER, measureProjectList, measureTableFirstView } from './measure-project-list';
import { startServer } from './measure-startup';
import { measureFirstScreens, startBackgroundLoad } from './measure-first-screen';
import { runLoad } from './run-load';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string' },
    postgres: { type: 'string' },
    // With --postgres: only PostgreSQL's figures (PGlite's take most of a full run).
    'skip-pglite': { type: 'boolean', default: false },
    // Only issue 31's whole-country figures (FAA's airports and allocations imported, catalogue, executive).
    'country-only': { type: 'boolean', default: false },
    // A web build to serve for the Chromium figures; without it the bench builds one of its own.
    'web-dist': { type: 'string' },
    // Only the Chromium time to each main screen's first useful content, quiet and under load (issue 35).
    'first-screen': { type: 'boolean', default: false },
    // Issue 34: requests/s, p50 and p99 with 50 clients (autocannon, loopback, bounded); nothing else.
    load: { type: 'boolean', default: false },
  },
});
const sizes = (values.sizes ?? (values.load ? '5000' : '5000,100000'))
  .split(',')
  .map((size) => Number.parseInt(size, 10));
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error('--sizes must be a comma-separated list of whole numbers, e.g. 5000,100000');
  process.exit(1);
}

type Row = { database: string; projects: number; figure: string; value: string };
const rows: Row[] = [];
const record = (database: string, projects: number, figure: string, value: string) => {
  rows.push({ database, projects, figure, value });
  console.log(`${database.padEnd(9)} ${String(projects).padStart(7)}  ${figure.padEnd(44)} ${value}`);
};
const ms = (value: number) => (Number.isNaN(value) ? 'timed out (180 s)' : `${value.toFixed(0)} ms`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const targets: { name: string; env: (size: number) => Record<string, string> }[] = [];
if (!values['skip-pglite'] || !values.postgres) {
  targets.push({
    name: 'pglite',
    env: (size) => ({
      DATA_DIR: path.join(os.tmpdir(), `bil-bench-${size}`),
      DEMO_DATA: 'never',
      DATABASE_URL: '',
    }),
  });
}
if (values.postgres) {
  const url = values.postgres;
  // With DATABASE_URL the server refuses to start without its own secret.
  const secret = process.env.AUTH_SECRET ?? randomBytes(32).toString('hex');
  targets.push({ name: 'postgres', env: () => ({ DATABASE_URL: url, AUTH_SECRET: secret }) });
}

console.log(
  `Benchmark on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
);
if (values.load) {
  let loadPort = 3950;
  for (const target of targets) {
    for (const size of sizes) {
      const env = target.env(size);
      if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
      for (const { label, figures } of await runLoad(env, size, (loadPort += 1)))
        record(
          target.name,
          size,
          label,
          `${figures.requestsPerSecond.toFixed(1)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` +
            ` (${figures.requests} requests, ${figures.failures} failed)`,
        );
      if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }
  fs.mkdirSync('.artifacts', { recursive: true });
  fs.writeFileSync('.artifacts/bench-load.json', JSON.stringify(rows, null, 2));
  console.log('\nFigures written to .artifacts/bench-load.json');
  process.exit(0);
}

// The Chromium figures need the built web app, served by the server under test.
const webDistDir = values['web-dist'] ?? path.join(os.tmpdir(), `bil-bench-web-${process.pid}`);
if (!values['web-dist'] && !values['country-only']) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', webDistDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: 'apps/web',
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
}

// BENCH_PORT: the first of the ports the bench's servers take (another bench on the machine may hold 3900).
let port = Number(process.env.BENCH_PORT ?? 3900);
if (values['first-screen']) {
  for (const target of targets) {
    for (const size of sizes) {
      const env = target.env(size);
      if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
      loadDemoData(env, size);
      const { server } = await startServer({ ...env, WEB_DIST_DIR: webDistDir }, (port += 1));
      try {
        for (const load of [0, 2]) {
          const busy = startBackgroundLoad(load);
          try {
            const figures = await measureFirstScreens(
              server.baseUrl,
              'admin@demo.test',
              'demo-Password-2026',
            );
            const when = load === 0 ? 'quiet' : `${load} busy processes`;
            for (const figure of figures)
              record(
                target.name,
                size,
                `Chromium: first screen, ${figure.screen} (${when})`,
                ms(figure.medianMs),
              );
          } finally {
            busy.stop();
          }
        }
      } finally {
        await server.stop();
      }
      if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }
  if (!values['web-dist']) fs.rmSync(webDistDir, { recursive: true, force: true });
  fs.mkdirSync('.artifacts', { recursive: true });
  fs.writeFileSync('.artifacts/bench-first-screen.json', JSON.stringify(rows, null, 2));
  process.exit(0);
}
// Issue 31: the whole country (3,287 NPIAS airports, 15,570 AIG allocations) on each database.
for (const target of targets) {
  const env = target.env(0);
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  const country = await measureCountry(env, (port += 1));
  printCountry(country, (figure, value) => {
    record(target.name, country.airports, figure, value);
  });
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
}
for (const target of values['country-only'] ? [] : targets) {
  for (const size of sizes) {
    const env = target.env(size);
    if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    record(target.name, size, 'load demo data (generate + insert)', ms(loadDemoData(env, size)));
    let dashboardColdMs = Number.NaN;
    let listColdMs = Number.NaN;
    let tableColdMs = Number.NaN;
    const { server, coldStartMs } = await startServer({ ...env, WEB_DIST_DIR: webDistDir }, (port += 1));
    record(target.name, size, 'server cold start to healthy /api/health', ms(coldStartMs));
    try {
      const cookie = await signInForBench(server.baseUrl, 'admin@demo.test', 'demo-Password-2026');
      const list = await measureProjectList(server.baseUrl, cookie);
      record(
        target.name,
        size,
        `GET /api/projects (${list.projects} rows), cold after ${list.coldAfter}`,
        ms(list.coldMedianMs),
      );
      listColdMs = list.coldMedianMs;
      record(target.name, size, `GET /api/projects (${list.projects} rows), median`, ms(list.medianMs));
      record(target.name, size, 'GET /api/projects with ETag (304)', ms(list.notModifiedMedianMs));
      record(
        target.name,
        size,
        'GET /api/projects bytes (gzip / JSON)',
        `${kib(list.gzipBytes)} / ${kib(list.jsonBytes)}`,
      );
      tableColdMs = await measureTableFirstView(server.baseUrl, cookie);
      record(
        target.name,
        size,
        `project table first view (outline, 100 rows, 100 sums), cold after ${COLD_READ_AFTER}`,
        ms(tableColdMs),
      );
      const dashboard = await measureDashboard(server.baseUrl, cookie);
      dashboardColdMs = dashboard.coldMedianMs;
      record(target.name, size, 'GET /api/analytics/dashboard, cold', ms(dashboard.coldMedianMs));
      record(target.name, size, 'GET /api/analytics/dashboard, median', ms(dashboard.medianMs));
      record(
        target.name,
        size,
        'GET /api/analytics/dashboard with ETag (304)',
        ms(dashboard.notModifiedMedianMs),
      );
      record(target.name, size, 'GET /api/analytics/dashboard bytes (gzip)', kib(dashboard.gzipBytes));
      const airports = await measureAirports(server.baseUrl, cookie);
      const airport = `/api/airports/${airports.airportCode}`;
      record(target.name, size, `GET /api/airports (${airports.airports}), median`, ms(airports.catalogMs));
      record(
        target.name,
        size,
        `GET ${airport} (${airports.airportProjects} projects)`,
        ms(airports.detailMs),
      );
      record(target.name, size, `GET ${airport}/projects, median`, ms(airports.projectsMs));
      const executive = await measureExecutive(server.baseUrl, cookie);
      record(
        target.name,
        size,
        'GET /api/executive, first / median',
        `${ms(executive.coldMs)} / ${ms(executive.medianMs)}`,
      );
      for (const read of await measurePlanningDelivery(server.baseUrl, cookie))
        record(
          target.name,
          size,
          `${read.label}, first / median`,
          `${ms(read.coldMs)} / ${ms(read.medianMs)}`,
        );
      record(
        target.name,
        size,
        `GET /api/delivery, cold after ${COLD_READ_AFTER}`,
        ms(await measureDeliveryAfterChange(server.baseUrl, cookie)),
      );
      if (size === sizes[0]) {
        // Issue 18: the sign-in page's first load (JS and CSS), whatever the project count.
        const signIn = await measureSignInBytes(server.baseUrl);
        record(
          target.name,
          size,
          'Chromium: sign-in page first load (gzip JS+CSS)',
          `${kib(signIn.gzipBytes)} (${signIn.scripts} scripts, ${signIn.stylesheets} stylesheets)`,
        );
      }
      const browser = await measureBrowser(server.baseUrl, 'admin@demo.test', 'demo-Password-2026');
      record(
        target.name,
        size,
        'Chromium: navigation to grouped table (first page)',
        ms(browser.projectTableMs),
      );
      record(
        target.name,
        size,
        'Chromium: navigation to every project in the table',
        ms(browser.projectTableCompleteMs),
      );
      record(target.name, size, 'Chromium: sidebar click to grouped table', ms(browser.projectTableInAppMs));
      record(
        target.name,
        size,
        'Chromium: search keystroke to filtered table',
        ms(browser.searchKeystrokeMs),
      );
      record(target.name, size, 'Chromium: navigation to 2 overview charts', ms(browser.dashboardOverviewMs));
      record(
        target.name,
        size,
        'Chromium: Grant Analysis tab to its 2 charts',
        ms(browser.grantAnalysisTabMs),
      );
      record(
        target.name,
        size,
        'Chromium: navigation to all 4 charts drawn',
        ms(browser.dashboardAllChartsMs),
      );
    } finally {
      await server.stop();
    }
    // Issue 18: the dashboard's first read after a change against the raw per-grant GROUP BY.
    const compute = measureDashboardCompute(env);
    record(target.name, size, 'raw SQL: per-grant GROUP BY after a change', ms(compute.rawSqlMs));
    record(target.name, size, 'dashboard compute (no HTTP) after a change', ms(compute.summaryMs));
    record(target.name, size, 'raw SQL: GET /api/projects first page rows', ms(compute.listRawMs));
    record(target.name, size, 'raw SQL: project table first view', ms(compute.tableRawMs));
    // Issue 18's goal: each first read after a change within 1.5x of the raw SQL for the same rows.
    const ratios: [string, number, number][] = [
      ['dashboard cold / raw SQL GROUP BY', dashboardColdMs, compute.rawSqlMs],
      ['GET /api/projects cold / raw SQL', listColdMs, compute.listRawMs],
      ['project table first view cold / raw SQL', tableColdMs, compute.tableRawMs],
    ];
    for (const [label, api, raw] of ratios)
      record(target.name, size, `${label} (ratio)`, `${(api / raw).toFixed(2)}x`);
    if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
if (!values['country-only']) {
  for (const gci of (await measureGci()).figures)
    record('pglite', 0, `GET /api/gci/${gci.route} at 10,000 records: ${gci.label}`, ms(gci.ms));
  const dbe = measureDbeReport();
  record(
    'pglite',
    dbe.contracts,
    `DBE Uniform Report FY2025 (${dbe.commitments} commitments)`,
    ms(dbe.reportMs),
  );
  // Issue 15: 100,000 project rows through `npm run import` (CSV; the .xlsx figure: measure-import.ts).
  for (const figure of await measureImport(100_000, ['csv'])) {
    record(
      'pglite',
      figure.rows,
      `import ${figure.format}: wall time`,
      `${(figure.seconds * 1000).toFixed(0)} ms`,
    );
    record(
      'pglite',
      figure.rows,
      `import ${figure.format}: rows per second`,
      figure.rowsPerSecond.toFixed(0),
    );
    record('pglite', figure.rows, `import ${figure.format}: peak RSS`, `${figure.peakRssMib.toFixed(0)} MiB`);
  }
}
if (!values['web-dist'] && !values['country-only']) fs.rmSync(webDistDir, { recursive: true, force: true });
fs.mkdirSync('.artifacts', { recursive: true });
fs.writeFileSync('.artifacts/bench.json', JSON.stringify(rows, null, 2));
console.log('\nFigures written to .artifacts/bench.json');
