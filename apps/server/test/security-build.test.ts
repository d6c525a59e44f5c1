import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from './support/test-database';
import { freePort } from './support/free-port';

const SERVER_DIR = 'apps/server';
const DEV_ONLY = ['tsx', '@faker-js/faker', 'smtp-server', 'esbuild'];

type PackageJson = { scripts: Record<string, string>; dependencies: Record<string, string> };
const serverPackage = () =>
  JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as PackageJson;

// The compiled server is one build of the source: it does not depend on the test database kind.
describe.runIf(TEST_DB_KIND === 'pglite')('the server runs compiled, without dev packages', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-compiled-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists no TypeScript runner, test mail server or demo generator among its runtime dependencies', () => {
    const { dependencies, scripts } = serverPackage();
    for (const name of DEV_ONLY) expect(Object.keys(dependencies)).not.toContain(name);
    expect(scripts.start).toBe('node dist/main.js');
    expect(scripts.user).toBe('node dist/user.js');
    expect(scripts['db:demo']).toBe('node dist/demo.js');
  });

  it('builds to dist/ with no import of a dev package, and npm start-style runs load the demo data', async () => {
    const build = spawnSync(process.execPath, [path.join(SERVER_DIR, 'build.mjs')], { encoding: 'utf8' });
    expect(build.status).toBe(0);
    const bundles = fs.readdirSync(path.join(SERVER_DIR, 'dist')).filter((name) => name.endsWith('.js'));
    for (const bundle of bundles) {
      const code = fs.readFileSync(path.join(SERVER_DIR, 'dist', bundle), 'utf8');
      for (const name of DEV_ONLY) expect(code).not.toMatch(new RegExp(`from ["']${name}["']`));
    }

    const port = await freePort();
    child = spawn(process.execPath, [path.join(SERVER_DIR, 'dist', 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        AUTH_SECRET: '',
        NODE_ENV: '',
        DEMO_DATA: 'auto',
      },
      stdio: 'ignore',
    });
    let healthy = false;
    for (let waited = 0; waited < 90_000 && !healthy; waited += 250) {
      await sleep(250);
      healthy = await fetch(`http://localhost:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
    }
    expect(healthy).toBe(true);
    const signIn = await fetch(`http://localhost:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-Password-2026' }),
    });
    expect(signIn.status).toBe(200);
  }, 150_000);

  // Issue 33: every compiled command checks the Node.js version before it loads anything. The old
  // version is faked by a preloaded module (process.version is what the check reads).
  it.each(['main.js', 'user.js', 'jobs.js'])('dist/%s refuses Node.js 18 with one line', (entry) => {
    const fakeNode18 = 'data:text/javascript,Object.defineProperty(process,"version",{value:"v18.20.8"})';
    const result = spawnSync(
      process.execPath,
      ['--import', fakeNode18, path.join(SERVER_DIR, 'dist', entry)],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      'Unsupported Node.js v18.20.8: the airport grants tracker needs Node.js 24 LTS, 22.13+ or 20.19+ ' +
        '(^20.19.0 || ^22.13.0 || >=24); install Node.js 24 LTS.',
    ]);
  });
});
