import { defineConfig } from '@playwright/test';

// Browser tests run Debian's Chromium against the real server on a fresh database (e2e/support/start-server.sh).
// Build the web app first: `npm run build`.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const isCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: isCi,
  workers: isCi ? 2 : 1,
  retries: isCi ? 1 : 0,
  reporter: 'list',
  // The CI machine is shared and its speed swings threefold between runs (issue 35 item 14's bench): a screen
  // that shows in 3 s here may take 15 s there. Budgets are for a stuck page, not a slow one.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'bash e2e/support/start-server.sh',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !isCi,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
