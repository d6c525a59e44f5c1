// `npx tsx scripts/bench/run-dashboard.ts --projects 100000 [--postgres URL] [--keep] [--list]`: the
// dashboard alone (issue 18), the same figures `npm run bench` prints for it: loads the bench's demo data
// (unless --keep and the data is there), starts the server, times GET /api/analytics/dashboard right after
// a change (median of 9) and its gzip bytes, stops the server, and times the raw per-grant GROUP BY and
// the dashboard's figures without HTTP, each right after a change. With --list, GET /api/projects's first
// read after a change and its ratio to the raw SQL for its rows as well.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureDashboard, signInForBench } from './measure-analytics';
import { measureProjectList } from './measure-project-list';
import { measureDashboardCompute } from './measure-dashboard-compute';
import { loadDemoData } from './measure-demo-load';
import { startServer } from './measure-startup';

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '100000' },
    postgres: { type: 'string' },
    keep: { type: 'boolean', default: false },
    port: { type: 'string', default: '3960' },
    list: { type: 'boolean', default: false },
  },
});
const projects = Number.parseInt(values.projects, 10);
const dataDir = path.join(os.tmpdir(), `bil-bench-dashboard-${projects}`);
const env: Record<string, string> = values.postgres
  ? { DATABASE_URL: values.postgres, AUTH_SECRET: randomBytes(32).toString('hex') }
  : { DATA_DIR: dataDir, DEMO_DATA: 'never', DATABASE_URL: '' };
const database = values.postgres ? 'postgres' : 'pglite';
const ms = (value: number) => `${value.toFixed(0)} ms`;

if (!(values.keep && (values.postgres || fs.existsSync(dataDir)))) {
  if (!values.postgres) fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`${database} ${projects}: load demo data ${ms(loadDemoData(env, projects))}`);
}
const { server } = await startServer(env, Number.parseInt(values.port, 10));
let coldMs = Number.NaN;
let listColdMs = Number.NaN;
try {
  const cookie = await signInForBench(server.baseUrl, 'admin@demo.test', 'demo-Password-2026');
  const dashboard = await measureDashboard(server.baseUrl, cookie);
  coldMs = dashboard.coldMedianMs;
  console.log(`${database} ${projects}: GET /api/analytics/dashboard, cold ${ms(coldMs)}`);
  console.log(`${database} ${projects}: GET /api/analytics/dashboard, warm ${ms(dashboard.medianMs)}`);
  console.log(`${database} ${projects}: dashboard bytes gzip ${(dashboard.gzipBytes / 1024).toFixed(1)} KiB`);
  if (values.list) {
    listColdMs = (await measureProjectList(server.baseUrl, cookie)).coldMedianMs;
    console.log(`${database} ${projects}: GET /api/projects, cold ${ms(listColdMs)}`);
  }
} finally {
  await server.stop();
}
const compute = measureDashboardCompute(env);
console.log(`${database} ${projects}: raw SQL per-grant GROUP BY after a change ${ms(compute.rawSqlMs)}`);
console.log(`${database} ${projects}: dashboard compute (no HTTP) after a change ${ms(compute.summaryMs)}`);
console.log(`${database} ${projects}: dashboard cold / raw SQL ${(coldMs / compute.rawSqlMs).toFixed(2)}x`);
if (values.list) {
  console.log(`${database} ${projects}: raw SQL for GET /api/projects's rows ${ms(compute.listRawMs)}`);
  console.log(
    `${database} ${projects}: GET /api/projects cold / raw SQL ${(listColdMs / compute.listRawMs).toFixed(2)}x`,
  );
}
