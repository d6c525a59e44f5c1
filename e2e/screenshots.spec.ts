import { test } from './support/fixtures';

// Review aid, not a check: SCREENSHOT_DIR=/some/dir npx playwright test screenshots
// writes full-page images of the public pages at desktop and phone widths. Skipped otherwise.
const screenshotDir = process.env.SCREENSHOT_DIR;

const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-of-service', path: '/terms-of-service' },
  { name: 'not-found', path: '/no-such-page' },
];
const WIDTHS = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
];

test.describe('screenshots', () => {
  test.skip(!screenshotDir, 'set SCREENSHOT_DIR to take screenshots');
  test.use({ reducedMotion: 'reduce' });

  for (const { label, width, height } of WIDTHS) {
    for (const { name, path } of PAGES) {
      test(`${name} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.screenshot({
          path: `${screenshotDir ?? ''}/${name}-${label}-${width}.png`,
          fullPage: true,
        });
      });
    }
  }
});
