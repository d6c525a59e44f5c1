// Used by `npm run bench`: prints, as JSON, the first read after a change of the dashboard's figures
// without HTTP, cache or compression, of the raw per-grant GROUP BY they replace, and of the raw SQL twins
// of the project list's first page and the project table's first view, on the database of DATABASE_URL
// or DATA_DIR (stop the server first when it is embedded).
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { computeDashboardSummary, selectGrantGroupByRaw, touchOneProject } from '../modules/analytics';
import { selectProjectPageRaw, selectTableFirstViewRaw } from '../modules/projects';
import { runCommand } from './cli-support';

// As many as the bench's cold reads of the API (scripts/bench/measure-project-list.ts COLD_RUNS).
const RUNS = 9;
/** GET /api/projects's page size (SPEC §7). */
const LIST_PAGE = 5000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

runCommand(async () => {
  const config = loadConfig();
  const handle = await connectDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const raw: number[] = [];
    const summary: number[] = [];
    const listRaw: number[] = [];
    const tableRaw: number[] = [];
    const everyone = { tdotPm: null, projectIds: null };
    for (let run = 0; run <= RUNS; run += 1) {
      await touchOneProject(handle.db);
      const rawMs = await timed(() => selectGrantGroupByRaw(handle.db));
      await touchOneProject(handle.db);
      const summaryMs = await timed(() => computeDashboardSummary({ db: handle.db }, everyone, new Date()));
      await touchOneProject(handle.db);
      const listMs = await timed(() => selectProjectPageRaw(handle.db, LIST_PAGE));
      await touchOneProject(handle.db);
      const tableMs = await timed(() => selectTableFirstViewRaw(handle.db));
      if (run === 0) continue; // warm-up
      raw.push(rawMs);
      summary.push(summaryMs);
      listRaw.push(listMs);
      tableRaw.push(tableMs);
    }
    console.log(
      JSON.stringify({
        rawSqlMs: median(raw),
        summaryMs: median(summary),
        listRawMs: median(listRaw),
        tableRawMs: median(tableRaw),
      }),
    );
  } finally {
    await handle.close();
  }
});
