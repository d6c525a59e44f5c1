import { mkdirSync } from 'node:fs';
import { expect, signInAs, test } from './support/sign-in';

// Issue 12: DBE analytics charts shared as public links. Run on its own port: E2E_PORT=3208.
const SHOTS = process.env.DBE_SHARE_SHOTS_DIR ?? '/tmp/shots-dbeshare';
mkdirSync(SHOTS, { recursive: true });
const SHARE_PASSWORD = 'dbe-chart-2026';
const TITLE = 'DBE participation by airport';

test('an administrator shares one DBE chart with a password; a signed-out visitor sees only that chart', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAs(page, 'admin');
  await page.goto('/dbe/analytics');
  const card = page.getByRole('region', { name: TITLE });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: `Share ${TITLE}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anyone with the link can view this chart');
  await dialog.getByLabel('Password protect').check();
  await dialog.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/share\/dbe-chart\/[\w-]+$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const analytics = (await (await page.request.get('/api/dbe/analytics')).json()) as {
    byAirport: { label: string }[];
    byPrime: { label: string }[];
  };

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Password Protected Content' })).toBeVisible();
  await visitor.getByLabel('Password', { exact: true }).fill('wrong-password');
  await visitor.getByRole('button', { name: 'Access Content' }).click();
  await expect(visitor.getByText('Incorrect password. Please try again.')).toBeVisible();
  await visitor.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await visitor.getByRole('button', { name: 'Access Content' }).click();

  const shared = visitor.getByRole('region', { name: TITLE });
  await expect(shared).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByText(/Data as of/)).toBeVisible();
  // The chart is drawn with the airports the creator's page shows, and nothing else of DBE analytics.
  const top = analytics.byAirport[0]?.label ?? '';
  await expect(shared.getByRole('application')).toContainText(top);
  await expect(visitor.getByRole('main').getByRole('region')).toHaveCount(1);
  await expect(visitor.getByText(analytics.byPrime[0]?.label ?? 'no prime', { exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Share/ })).toHaveCount(0);
  // The pointer off the chart: no tooltip left over from the password button in the pictures.
  await visitor.mouse.move(0, 0);
  await visitor.screenshot({ path: `${SHOTS}/dbe-chart-shared-1440.png`, fullPage: true });
  // A phone opens it afresh (the grant cookie holds): the chart fits, nothing scrolls sideways.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.reload();
  await expect(shared.getByRole('application')).toContainText(top, { timeout: 15_000 });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.screenshot({ path: `${SHOTS}/dbe-chart-shared-390.png`, fullPage: true });
  await context.close();

  await page.screenshot({ path: `${SHOTS}/dbe-analytics-share-buttons-1440.png` });
});
