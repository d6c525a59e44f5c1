import { spawnSync } from 'node:child_process';

/** Wall time of `db:demo --projects N` (generation and loading) against the given database env. */
export function loadDemoData(env: Record<string, string>, projects: number): number {
  const started = performance.now();
  const result = spawnSync(
    'npx',
    ['tsx', 'apps/server/src/cli/demo.ts', '--projects', String(projects), '--reset'],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`db:demo --projects ${projects} failed (exit ${result.status})`);
  return performance.now() - started;
}
