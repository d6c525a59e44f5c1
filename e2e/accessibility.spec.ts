import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { acceptCookies, expect, openAdminApi, signInAs, test } from './support/sign-in';

// Issue 17: axe on every main screen, signed in (the administrator's sidebar) and public, at a desk
// width and a phone width, with no serious or critical violation. One browser context per width.
const WIDTHS = [1440, 390] as const;
const SIGNED_IN_SCREENS = [
  '/airports',
  '/pm/management',
  '/bil/dashboard',
  '/bil/projects',
  '/bil/info',
  '/bil/analytics',
  '/bil/visualization',
  '/dbe/awards-commitments',
  '/dbe/annual-reporting',
  '/dbe/analytics',
  '/grants',
  '/planning',
  '/delivery',
  '/executive',
  '/flight-services',
  '/shared-content',
  '/import',
  '/admin/user-management',
  '/admin/role-management',
  '/admin/permissions',
  '/admin/public-page-configurator',
  '/settings',
  '/admin/audit-logs',
];
const PUBLIC_SCREENS = ['/', '/auth', '/privacy-policy', '/terms-of-service'];
const RESULTS_DIR = 'test-results/accessibility';

type ScreenResult = { path: string; width: number; serious: number; critical: number; rules: string[] };

async function scan(page: Page, path: string, width: number): Promise<ScreenResult> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Every screen names itself with a heading; axe runs once it is drawn.
  await expect(page.getByRole('heading').first(), `a heading on ${path}`).toBeVisible({ timeout: 30_000 });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only the violations are read: leaving out the passes keeps the large tables quick.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
  return {
    path,
    width,
    serious: blocking.filter((item) => item.impact === 'serious').length,
    critical: blocking.filter((item) => item.impact === 'critical').length,
    rules: blocking.map(
      (item) =>
        `${item.id} (${item.impact}): ${item.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  };
}

async function scanAll(
  browser: Browser,
  baseURL: string,
  widths: readonly number[],
  paths: string[],
  signIn: (page: Page) => Promise<void>,
): Promise<ScreenResult[]> {
  const results: ScreenResult[] = [];
  for (const width of widths) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width > 800 ? 900 : 844 },
      reducedMotion: 'reduce',
      // Sign-ins are limited per address: this context gets one of its own.
      extraHTTPHeaders: { 'x-forwarded-for': `10.17.${width % 250}.${Math.floor(Math.random() * 250) + 1}` },
    });
    const page = await context.newPage();
    await signIn(page);
    for (const path of paths) results.push(await scan(page, path, width));
    await context.close();
  }
  return results;
}

/** Each test writes its own file (the tests run side by side): axe-results-<name>.json. */
function record(name: string, results: ScreenResult[]): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(`${RESULTS_DIR}/axe-results-${name}.json`, JSON.stringify(results, null, 2));
}

const failures = (results: ScreenResult[]) =>
  results
    .filter((result) => result.rules.length > 0)
    .map((r) => `${r.path} @${r.width}: ${r.rules.join('; ')}`);

test.describe('accessibility (axe)', () => {
  // The three scans are independent: side by side on the suite's two workers.
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  for (const width of WIDTHS) {
    test(`at ${width} px every screen of the administrator's sidebar has no serious or critical violation`, async ({
      browser,
      baseURL,
    }) => {
      const results = await scanAll(browser, baseURL ?? '', [width], SIGNED_IN_SCREENS, async (page) => {
        await signInAs(page, 'admin');
      });
      record(String(width), results);
      expect(failures(results)).toEqual([]);
    });
  }

  test('the public pages and a share page have no serious or critical violation', async ({
    browser,
    baseURL,
  }) => {
    const api = await openAdminApi();
    const share = await api.post('/api/shares/pm-management', {
      data: { password: null, expires_at: null },
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    expect(share.status(), await share.text()).toBe(201);
    const { shareId } = (await share.json()) as { shareId: string };
    const paths = [...PUBLIC_SCREENS, `/share/pm/management/${shareId}`];
    const results = await scanAll(browser, baseURL ?? '', WIDTHS, paths, async (page) => {
      await acceptCookies(page.context(), baseURL ?? '');
    });
    record('public', results);
    expect(failures(results)).toEqual([]);
  });
});
