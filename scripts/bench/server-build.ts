import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = 'apps/server';
let built = false;

/**
 * The path of a built server entry (dist/main.js, dist/demo.js), building the server once per bench run
 * (esbuild, under a second). The bench times what `npm start` and `npm run db:demo` run: plain node on the
 * build, not tsx compiling every source file as it loads (about a second more at start-up).
 */
export function builtServerEntry(name: 'main' | 'demo'): string {
  if (!built) {
    const build = spawnSync(process.execPath, ['build.mjs'], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`server build failed (exit ${build.status})`);
    built = true;
  }
  return path.join(SERVER_DIR, 'dist', `${name}.js`);
}
