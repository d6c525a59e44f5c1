import { spawnSync } from 'node:child_process';
import type { ServerEnv } from './measure-startup';

export type DashboardCompute = { readMs: number; metricsMs: number; jsonMs: number };

/**
 * The dashboard's cost split into its parts (medians of 5 after a warm-up): reading every project's metric
 * columns, the domain's metrics, and JSON, measured by apps/server/src/cli/measure-dashboard.ts on the
 * database the server used (after the server stopped), without HTTP, caching or compression.
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
