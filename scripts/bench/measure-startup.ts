import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { builtServerEntry } from './server-build';

export type ServerEnv = Record<string, string>;

export type RunningServer = { child: ChildProcess; baseUrl: string; stop: () => Promise<void> };

/** Starts the built server (node dist/main.js, as `npm start`) and resolves once /api/health answers 200. */
export async function startServer(
  env: ServerEnv,
  port: number,
): Promise<{ server: RunningServer; coldStartMs: number }> {
  const entry = builtServerEntry('main');
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before it was healthy`);
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error('server was not healthy within 120 s');
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { server: { child, baseUrl, stop }, coldStartMs: performance.now() - started };
    await sleep(50);
  }
}
