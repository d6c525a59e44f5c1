// `npx tsx scripts/bench/run-executive.ts --projects 100000 [--data-dir DIR] [--keep]`: the executive
// overview alone on PGlite: loads the bench's demo data (unless the data dir already holds it and --keep),
// starts the server, and times GET /api/executive (the first, uncached read, then the median) and the PDF.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signInForBench } from './measure-analytics';
import { loadDemoData } from './measure-demo-load';
import { measureExecutive } from './measure-executive';
import { startServer } from './measure-startup';

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
    port: { type: 'string', default: '3950' },
    // As in \`npm run bench\`, where the executive is read after the dashboard and the airports screens.
    'after-others': { type: 'boolean', default: false },
  },
});
const projects = Number.parseInt(values.projects, 10);
const dataDir = values['data-dir'] ?? path.join(os.tmpdir(), `bil-bench-executive-${projects}`);
const env = { DATA_DIR: dataDir, DEMO_DATA: 'never', DATABASE_URL: '' };
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * CPU time (user + system) the server process has used, from /proc (Linux; null elsewhere): on a shared
 * machine wall time waits for other work, CPU time does not.
 */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return null;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]); // utime and stime, in clock ticks (100 a second)
  return ticks * 10;
}

if (!(values.keep && fs.existsSync(dataDir))) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`load demo data (${projects} projects): ${ms(loadDemoData(env, projects))}`);
}
const { server, coldStartMs } = await startServer(env, Number.parseInt(values.port, 10));
console.log(`server cold start: ${ms(coldStartMs)}`);
try {
  const cookie = await signInForBench(server.baseUrl, 'admin@demo.test', 'demo-Password-2026');
  if (values['after-others']) {
    for (const route of ['/api/analytics/dashboard', '/api/airports', '/api/pm/management']) {
      const response = await fetch(new URL(route, server.baseUrl), { headers: { cookie } });
      await response.arrayBuffer();
    }
  }
  const cpuBefore = cpuMsOf(server.child.pid);
  const first = await measureExecutive(server.baseUrl, cookie, 0);
  const cpuAfter = cpuMsOf(server.child.pid);
  const cpu = cpuBefore === null || cpuAfter === null ? '' : `, server CPU ${ms(cpuAfter - cpuBefore)}`;
  console.log(`GET /api/executive first (uncached): ${ms(first.coldMs)}${cpu}`);
  const executive = await measureExecutive(server.baseUrl, cookie);
  console.log(`GET /api/executive (cached), median: ${ms(executive.medianMs)}`);
  const started = performance.now();
  const pdfBytes = await new Promise<number>((resolve, reject) => {
    http
      .get(new URL('/api/executive.pdf', server.baseUrl), { headers: { cookie } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          resolve(bytes);
        });
      })
      .on('error', reject);
  });
  console.log(`GET /api/executive.pdf: ${ms(performance.now() - started)} (${pdfBytes} bytes)`);
} finally {
  await server.stop();
}
