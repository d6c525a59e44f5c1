// Used by `npm run bench`: prints, as JSON, how long the dashboard's parts take without HTTP, caching or
// compression, on the database of DATABASE_URL or DATA_DIR (stop the server first when it is embedded).
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { selectMetricProjects } from '../modules/analytics';
import { buildDashboard } from '../modules/analytics';
import { runCommand } from './cli-support';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

runCommand(async () => {
  const config = loadConfig();
  const handle = await connectDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const read: number[] = [];
    const metrics: number[] = [];
    const json: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      // The admin's scope: every project.
      const rows = await timed(() => selectMetricProjects(handle.db, { tdotPm: null, projectIds: null }));
      const dashboard = await timed(() => buildDashboard(rows.value, new Date()));
      const text = await timed(() => JSON.stringify(dashboard.value));
      if (run === 0) continue; // warm-up
      read.push(rows.ms);
      metrics.push(dashboard.ms);
      json.push(text.ms);
    }
    console.log(JSON.stringify({ readMs: median(read), metricsMs: median(metrics), jsonMs: median(json) }));
  } finally {
    await handle.close();
  }
});
