import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function snapshotCanvas(page: Page): Promise<string> {
  return page
    .getByTestId('particle-background')
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
}

test.describe('particle background', () => {
  test.describe('with motion allowed', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('drifts', async ({ page }) => {
      await page.goto('/');
      const first = await snapshotCanvas(page);
      await expect.poll(() => snapshotCanvas(page), { timeout: 3000 }).not.toBe(first);
    });
  });

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('is drawn once and stands still', async ({ page }) => {
      await page.goto('/');
      const canvas = page.getByTestId('particle-background');
      await expect(canvas).toHaveAttribute('aria-hidden', 'true');
      const first = await snapshotCanvas(page);
      await page.waitForTimeout(600);
      expect(await snapshotCanvas(page)).toBe(first);
    });
  });
});
