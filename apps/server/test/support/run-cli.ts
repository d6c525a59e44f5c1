import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type CliRun = { code: number; stdout: string; stderr: string };

/**
 * Runs one of the server's command-line tools (src/cli/<script>.ts) the way npm does (tsx), on its own
 * embedded database in dataDir: DATABASE_URL is unset so a PostgreSQL pass's server is never touched.
 */
export function runServerCli(dataDir: string, script: string, args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'src', 'cli', `${script}.ts`), ...args],
      { cwd: serverDir, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: stderr.trim() });
      },
    );
  });
}

/** The summary line a run ends with. */
export const lastLine = (run: CliRun) => run.stdout.trim().split('\n').at(-1);
