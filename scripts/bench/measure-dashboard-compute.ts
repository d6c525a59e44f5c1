import { spawnSync } from 'node:child_process';
import type { ServerEnv } from './measure-startup';

/** Medians of 5 first reads right after a change to a project, in ms. */
export type DashboardCompute = {
  rawSqlMs: number;
  summaryMs: number;
  /** Raw SQL for the rows of GET /api/projects's first page (5,000 projects in list order). */
  listRawMs: number;
  /** Raw SQL for the project table's first view (grant counts, first 100 groups' sums, first 100 rows). */
  tableRawMs: number;
};

/**
 * The dashboard's figures computed without HTTP, cache or compression, and the raw per-grant GROUP BY
 * over every project they replace (its rows as one JSON text), each right after a change to a project,
 * measured by apps/server/src/cli/measure-dashboard.ts on the database the server used (after the
 * server stopped).
 */
export function measureDashboardCompute(env: ServerEnv): DashboardCompute {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/measure-dashboard.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`measure-dashboard failed: ${run.stderr}`);
  const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(lastLine) as DashboardCompute;
}
