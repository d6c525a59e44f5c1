import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Chromium timings of the screens people wait for, each a median over several runs (ms). */
export type BrowserMeasurement = {
  /** Navigation to /bil/projects until the grouped table shows its first rows (headers and project rows). */
  projectTableMs: number;
  /**
   * Navigation to /bil/projects until the table holds what it shows. Since the server groups and the
   * browser fetches only the rows in view (issue 18), this is the same moment as the first rows.
   */
  projectTableCompleteMs: number;
  /**
   * A click on 'Projects' in the sidebar, from a freshly loaded dashboard (nothing of the table in the
   * page's memory; the server's caches warm), until the grouped table shows its first rows.
   */
  projectTableInAppMs: number;
  /** A value typed into 'Search projects' until the filtered table is drawn (median over the queries). */
  searchKeystrokeMs: number;
  /** Navigation to /bil/dashboard until both Overview charts are drawn. */
  dashboardOverviewMs: number;
  /** A click on the Grant Analysis tab until both of its charts are drawn. */
  grantAnalysisTabMs: number;
  /** Navigation until all four dashboard charts have been drawn: the two above added up. */
  dashboardAllChartsMs: number;
};

// The browser and flags of the e2e suite (playwright.config.ts): Debian's Chromium, never a download.
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// What the web app stores after the first visit (see e2e/support/sign-in.ts), so no dialog is in the way.
const TERMS_VERSION = '20250319';
const COOKIE_CONSENT_COOKIE = 'bil_cookie_consent';

const SEARCH_QUERIES = ['taxiway', 'taxiway b', '', 'mem', 'bna', '', 'runway', 'hangar', '', 'lighting', ''];
const NAVIGATION_TIMEOUT_MS = 180_000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A browser context signed in as the given person through the API, first-visit dialogs dismissed. */
async function signedInContext(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
): Promise<BrowserContext> {
  // bypassCSP: the timing expressions below are evaluated as text, which the app's CSP (rightly) forbids.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: new URL(baseUrl).origin },
  });
  if (!response.ok()) throw new Error(`browser sign-in as ${email} answered ${response.status()}`);
  const me = (await (await context.request.get('/api/me')).json()) as { user: { id: string } };
  await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'accepted', url: baseUrl }]);
  const storage = {
    [`bil.terms-agreement.${TERMS_VERSION}.${email.toLowerCase()}`]: new Date().toISOString(),
    [`bil.welcome-dialog.${me.user.id}`]: 'hidden',
  };
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  return context;
}

// In-page code is plain JavaScript text: tsx would add helpers to compiled functions that the page lacks.
// Each expression is the page's clock (ms since the navigation started) once the screen is ready, else false.
const PROJECT_TABLE_READY = `(() => {
  const count = document.querySelector('[data-testid="project-count"]')?.textContent ?? '';
  const ready = count.startsWith('Showing') && document.querySelector('[data-grant-key]') !== null &&
    document.querySelector('[data-project-id]') !== null;
  return ready ? performance.now() : false;
})()`;

// Every page read: the count no longer says how many are still loading.
const PROJECT_TABLE_COMPLETE = `(() => {
  const count = document.querySelector('[data-testid="project-count"]')?.textContent ?? '';
  const complete = count.startsWith('Showing') && !count.includes('loading');
  return complete ? performance.now() : false;
})()`;

// Both charts of the visible dashboard tab drawn: an area or bars inside each chart's drawing (or its
// empty text), and for the Grant Analysis tab the address already switched.
const chartsDrawn = (tab: 'overview' | 'grant-analysis') => `(() => {
  if (${tab === 'grant-analysis'} !== location.search.includes('tab=grant-analysis')) return false;
  const containers = [...document.querySelectorAll('[data-testid="chart-container"]')];
  const drawn = containers.length === 2 && containers.every((container) =>
    container.querySelector('.recharts-area-area, .recharts-rectangle') !== null ||
    /No .* available/.test(container.textContent ?? ''));
  return drawn ? performance.now() : false;
})()`;

const CLICK_PROJECTS_LINK = `(() => {
  const link = document.querySelector('nav a[href="/bil/projects"]');
  if (!link) throw new Error('Projects link not found in the sidebar');
  const started = performance.now();
  link.click();
  return started;
})()`;

const CLICK_GRANT_ANALYSIS_TAB = `(() => {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((element) =>
    (element.textContent ?? '').includes('Grant Analysis'));
  if (!tab) throw new Error('Grant Analysis tab not found');
  const started = performance.now();
  tab.click();
  return started;
})()`;

// From the input event to the first frame where the project count has changed and the table shows
// rows (not the placeholders of rows on their way) or says nothing matches; a query that leaves the
// count as it was has nothing to see change and is not timed.
const SEARCH_KEYSTROKES = `(async () => {
  const queries = ${JSON.stringify(SEARCH_QUERIES)};
  const input = document.querySelector('input[aria-label="Search projects"]');
  const counter = document.querySelector('[data-testid="project-count"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !counter || !setValue) throw new Error('search box or project count not found');
  const timings = [];
  for (const query of queries) {
    const before = counter.textContent;
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (counter.textContent !== before) {
          observer.disconnect();
          resolve(true);
        }
      });
      observer.observe(counter, { subtree: true, childList: true, characterData: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, 5000);
    });
    const started = performance.now();
    setValue.call(input, query); // React sees a typed value only through the native setter
    input.dispatchEvent(new Event('input', { bubbles: true }));
    if (!(await changed)) continue;
    const table = document.querySelector('[aria-label="Projects by grant"]');
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const drawn = table?.querySelector('[data-project-id]') !== null ||
        (table?.textContent ?? '').includes('No projects match');
      if (drawn && table?.querySelector('[aria-busy="true"]') === null) break;
      if (performance.now() - started > 10000) break;
    }
    timings.push(performance.now() - started);
  }
  return timings;
})()`;

async function waitForClock(page: Page, expression: string): Promise<number> {
  const handle = await page.waitForFunction(expression, undefined, {
    polling: 'raf',
    timeout: NAVIGATION_TIMEOUT_MS,
  });
  return (await handle.jsonValue()) as number;
}

/** Opens `path` and returns the page's clock at the first frame where `readyExpression` holds. */
async function timeNavigation(page: Page, path: string, readyExpression: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  return waitForClock(page, readyExpression);
}

/**
 * The Chromium figures at the server's current data, as the given person: the app's files are cached
 * first (a visit to /bil/info, as for someone who has been here before), then the median of `tableRuns`
 * page loads of the project table and of as many sidebar clicks to it from the dashboard, and of `runs`
 * dashboard loads.
 */
export async function measureBrowser(
  baseUrl: string,
  email: string,
  password: string,
  { runs = 3, tableRuns = 3 }: { runs?: number; tableRuns?: number } = {},
): Promise<BrowserMeasurement> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await signedInContext(browser, baseUrl, email, password);
    const page = await context.newPage();
    page.setDefaultTimeout(NAVIGATION_TIMEOUT_MS);

    await page.goto('/bil/info', { waitUntil: 'load' });
    const table: number[] = [];
    const complete: number[] = [];
    const inApp: number[] = [];
    const search: number[] = [];
    try {
      for (let run = 0; run < tableRuns; run += 1) {
        table.push(await timeNavigation(page, '/bil/projects', PROJECT_TABLE_READY));
        complete.push(await waitForClock(page, PROJECT_TABLE_COMPLETE));
        // What the page reads after its first view (every project, up to 5,000) finishes before the next
        // visit, as for a person, who does not reload within a tenth of a second.
        await page.waitForLoadState('networkidle');
      }
      for (let run = 0; run < tableRuns; run += 1) {
        await timeNavigation(page, '/bil/dashboard', chartsDrawn('overview'));
        const clicked = await page.evaluate<number>(CLICK_PROJECTS_LINK);
        inApp.push((await waitForClock(page, PROJECT_TABLE_READY)) - clicked);
      }
      await waitForClock(page, PROJECT_TABLE_COMPLETE);
      await page.waitForLoadState('networkidle');
      // Searched once every project is in the table, so each keystroke filters the whole list (in the
      // browser up to 5,000 projects, on the server past that).
      search.push(...(await page.evaluate<number[]>(SEARCH_KEYSTROKES)));
    } catch (error) {
      // A table that never shows within the time limit is a figure too (NaN, printed as timed out).
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      table.push(Number.NaN);
      complete.push(Number.NaN);
      inApp.push(Number.NaN);
      search.push(Number.NaN);
    }

    const overview: number[] = [];
    const tab: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const overviewMs = await timeNavigation(page, '/bil/dashboard', chartsDrawn('overview'));
      const clicked = await page.evaluate<number>(CLICK_GRANT_ANALYSIS_TAB);
      const drawn = await waitForClock(page, chartsDrawn('grant-analysis'));
      if (run > 0) {
        overview.push(overviewMs);
        tab.push(drawn - clicked);
      }
    }
    await context.close();
    const dashboardOverviewMs = median(overview);
    const grantAnalysisTabMs = median(tab);
    return {
      projectTableMs: median(table),
      projectTableCompleteMs: median(complete),
      projectTableInAppMs: median(inApp),
      searchKeystrokeMs: median(search),
      dashboardOverviewMs,
      grantAnalysisTabMs,
      dashboardAllChartsMs: dashboardOverviewMs + grantAnalysisTabMs,
    };
  } finally {
    await browser.close();
  }
}
