import { spawnSync } from 'node:child_process';
import { builtServerEntry } from './server-build';

/**
 * Wall time of the built `db:demo --projects N --reset` (start-up, generation and loading) against the
 * given database env.
 */
export function loadDemoData(env: Record<string, string>, projects: number): number {
  const entry = builtServerEntry('demo');
  const started = performance.now();
  const result = spawnSync(process.execPath, [entry, '--projects', String(projects), '--reset'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`db:demo --projects ${projects} failed (exit ${result.status})`);
  return performance.now() - started;
}
