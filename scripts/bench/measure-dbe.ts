import { spawnSync } from 'node:child_process';

export type DbeReportFigure = {
  contracts: number;
  commitments: number;
  reportMs: number;
  /** CPU time of the same runs (PGlite runs in-process), steady when the machine is shared. */
  reportCpuMs: number;
};

/**
 * The Uniform Report of one fiscal year with 10,000 contracts and 50,000 commitments (and 60,000
 * payments), computed without HTTP on a fresh PGlite (median of 5 after a warm-up), by
 * apps/server/src/cli/measure-dbe-report.ts.
 */
export function measureDbeReport(): DbeReportFigure {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/measure-dbe-report.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`measure-dbe-report failed: ${run.stderr}`);
  const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(lastLine) as DbeReportFigure;
}
