import type { Page } from '@playwright/test';
import { expect, openAdminApi, signInAs, test } from './support/sign-in';

// Issue 35 item 14: while a screen's code loads, the outline of that kind of page shows. A public page
// (a share link) has no navigation sidebar, so its outline has none; a signed-in screen's outline has one.

const WIDTHS = [1440, 390] as const;

/**
 * Holds back the JS chunks whose file names start with `prefix` until the returned function is called.
 * A later hold takes precedence; a released one lets its requests through.
 */
async function holdChunks(page: Page, prefix: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = new RegExp(`/assets/${prefix}-[^/]*\\.js$`);
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A chart share link of the demo data, made through the admin API. */
async function chartShareId(): Promise<string> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const admin = await openAdminApi();
  const shared = await admin.post('/api/shares/chart', {
    data: { chart_type: 'monthly_funding_trends', name: 'First load outline', chart_params: {} },
    headers: { origin },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { shareId } = (await shared.json()) as { shareId: string };
  await admin.dispose();
  return shareId;
}

test.describe('first load outline', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a share link shows a public outline without the sidebar', async ({ page }) => {
    const shareId = await chartShareId();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const release = await holdChunks(page, 'share-layout');
      await page.goto(`/share/chart/${shareId}`, { waitUntil: 'commit' });
      const outline = page.getByTestId('public-skeleton');
      await expect(outline).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
      await expect(page.getByTestId('screen-skeleton')).toHaveCount(0);
      await expect(page.getByTestId('skeleton-sidebar')).toHaveCount(0);
      // Drawn, not blank: the outline's blocks have their grey before the page's own styles arrive.
      const blockColour = await outline
        .locator('.mantine-Skeleton-root')
        .first()
        .evaluate((block) => getComputedStyle(block, '::after').backgroundColor);
      expect(blockColour).not.toMatch(/^(rgba\(0, 0, 0, 0\)|transparent)?$/);
      // The outline fills the page's width: nothing is drawn where a sidebar would be.
      const box = await outline.boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.width).toBe(width);
      await page.screenshot({ path: `test-results/first-load-share-${width}.png` });
      release();
      await expect(page.getByRole('heading', { name: 'First load outline' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(outline).toHaveCount(0);
    }
  });

  test('a signed-in screen shows the shell outline with its sidebar', async ({ page }) => {
    await signInAs(page, 'admin');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const release = await holdChunks(page, 'signed-in-layout');
      await page.goto('/bil/projects', { waitUntil: 'commit' });
      await expect(page.getByTestId('screen-skeleton')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('public-skeleton')).toHaveCount(0);
      // At 390 px the signed-in shell folds its sidebar away, and so does its outline.
      if (width === 1440) await expect(page.getByTestId('skeleton-sidebar')).toBeVisible();
      else await expect(page.getByTestId('skeleton-sidebar')).toBeHidden();
      await page.screenshot({ path: `test-results/first-load-signed-in-${width}.png` });
      release();
      await expect(page.getByRole('heading', { name: 'BIL Projects', level: 1 })).toBeVisible({
        timeout: 30_000,
      });
    }
  });
});
