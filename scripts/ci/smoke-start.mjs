// Start-up smoke test (issue 33): `npm start` on a fresh embedded database becomes healthy, a demo user
// signs in through the API and one screen's API answers 200. Run by scripts/ci/node24-stage.sh.
// Usage: node scripts/ci/smoke-start.mjs [port]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.argv[2] ?? 3190);
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-smoke-'));

// Its own process group, so stopping it stops npm and the server npm started.
const server = spawn('npm', ['start'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: '',
    AUTH_SECRET: '',
    DEMO_DATA: 'auto',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let exited = false;
server.on('exit', () => {
  exited = true;
});

async function stop() {
  if (!exited) {
    process.kill(-server.pid, 'SIGTERM');
    for (let waited = 0; waited < 15_000 && !exited; waited += 250) await sleep(250);
    if (!exited) process.kill(-server.pid, 'SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function fail(message) {
  throw new Error(`Smoke test failed: ${message}`);
}

try {
  // npm start builds the web app and the server first.
  let healthy = false;
  const started = Date.now();
  while (!healthy && !exited && Date.now() - started < 300_000) {
    await sleep(500);
    healthy = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
  }
  if (!healthy) fail(exited ? 'npm start exited before the server answered' : 'no healthy answer in 5 min');
  console.log(`smoke: /api/health answered 200 after ${Math.round((Date.now() - started) / 1000)} s`);

  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'pm@demo.test', password: 'demo-Password-2026' }),
  });
  if (signIn.status !== 200) fail(`sign-in as pm@demo.test answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  console.log('smoke: pm@demo.test signed in');

  const projects = await fetch(`${base}/api/projects`, { headers: { cookie } });
  if (projects.status !== 200) fail(`GET /api/projects answered ${projects.status}`);
  const { total } = await projects.json();
  if (!(total > 0)) fail('GET /api/projects listed no demo project');
  console.log(`smoke: GET /api/projects answered 200 with ${total} projects (Node.js ${process.version})`);
} finally {
  await stop();
}
