import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

// Issue 35 item 14: after sign-in, how long each main screen takes to show its first useful content
// (not a spinner): from the navigation's start to the first frame with that content, in Chromium.

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
const TERMS_VERSION = '20250319';
const TIMEOUT_MS = 120_000;

// In-page JavaScript text: the page's clock once the screen shows what a person came for, else false.
const ready = (condition: string) => `(() => (${condition}) ? performance.now() : false)()`;
const DRAWN = `.recharts-rectangle, .recharts-area-area, .recharts-sector, .recharts-line-curve`;

export type FirstScreen = { screen: string; path: string; readyWhen: string };

/** The main screens and what counts as their first useful content. */
export function firstScreens(chartShareToken: string): FirstScreen[] {
  return [
    {
      screen: 'Projects',
      path: '/bil/projects',
      readyWhen: ready(`document.querySelector('[data-project-id]') !== null`),
    },
    {
      screen: 'Awards & Commitments',
      path: '/dbe/awards-commitments',
      readyWhen: ready(`document.querySelector('[data-testid="contract-item"]') !== null`),
    },
    {
      screen: 'DBE Analytics',
      path: '/dbe/analytics',
      readyWhen: ready(`document.querySelector('main :is(${DRAWN})') !== null`),
    },
    {
      screen: 'Executive',
      path: '/executive',
      readyWhen: ready(`document.querySelector('[data-testid="exec-programs"] tbody tr') !== null`),
    },
    {
      screen: 'public chart link',
      path: `/share/chart/${chartShareToken}`,
      readyWhen: ready(`document.querySelector('${DRAWN}') !== null`),
    },
  ];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function signedIn(context: BrowserContext, baseUrl: string, email: string, password: string) {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: new URL(baseUrl).origin },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} answered ${response.status()}`);
  const me = (await (await context.request.get('/api/me')).json()) as { user: { id: string } };
  await context.addCookies([{ name: 'bil_cookie_consent', value: 'accepted', url: baseUrl }]);
  await context.addInitScript(
    (entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    {
      [`bil.terms-agreement.${TERMS_VERSION}.${email.toLowerCase()}`]: new Date().toISOString(),
      [`bil.welcome-dialog.${me.user.id}`]: 'hidden',
    },
  );
}

/** A public link to the Monthly Funding Trends chart over every project, made by the signed-in person. */
async function makeChartShare(context: BrowserContext, baseUrl: string): Promise<string> {
  const response = await context.request.post('/api/shares/chart', {
    data: { chart_type: 'monthly_funding_trends', name: 'Bench chart', chart_params: {} },
    headers: { origin: new URL(baseUrl).origin },
  });
  if (response.status() !== 201) throw new Error(`chart share answered ${response.status()}`);
  return ((await response.json()) as { shareId: string }).shareId;
}

async function timeScreen(page: Page, screen: FirstScreen): Promise<number> {
  await page.goto(screen.path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(screen.readyWhen, undefined, {
    polling: 'raf',
    timeout: TIMEOUT_MS,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * The median of `runs` loads of each screen, each in a fresh page of a signed-in context whose app files
 * are cached (someone who has been here before); the first, cache-filling load is not counted.
 */
export async function measureFirstScreens(
  baseUrl: string,
  email: string,
  password: string,
  runs = 5,
): Promise<{ screen: string; medianMs: number }[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // bypassCSP: the ready checks are evaluated as text, which the app's CSP (rightly) forbids.
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
    });
    await signedIn(context, baseUrl, email, password);
    const token = await makeChartShare(context, baseUrl);
    const results: { screen: string; medianMs: number }[] = [];
    for (const screen of firstScreens(token)) {
      const warm = await context.newPage();
      await timeScreen(warm, screen);
      await warm.close();
      const timings: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const page = await context.newPage();
        timings.push(await timeScreen(page, screen));
        await page.close();
      }
      results.push({ screen: screen.screen, medianMs: median(timings) });
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
  }
}

/** `count` processes that keep a core busy each, until stopped: the 'busy machine' of issue 35. */
export function startBackgroundLoad(count = 2): { stop: () => void } {
  const children: ChildProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  return {
    stop: () => {
      for (const child of children) child.kill('SIGKILL');
    },
  };
}
