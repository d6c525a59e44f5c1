import { expect, signInAs, test } from './support/sign-in';

test('toasts stand below the header, clear of the user menu, and side by side when two arrive', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/settings');
  const reset = page.getByRole('button', { name: 'Reset the welcome dialog' });
  await reset.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await reset.click();
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).toHaveCount(2);
  const menu = await page.getByRole('button', { name: /^Account menu for / }).boundingBox();
  // Measured again until the toasts have slid in: mid-animation a toast can stand higher than it ends.
  await expect(async () => {
    const [first, second] = [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()];
    if (!menu || !first || !second) throw new Error('a toast or the user menu has no box');
    for (const toast of [first, second]) expect(toast.y).toBeGreaterThanOrEqual(menu.y + menu.height);
    // Expanded, not stacked: one toast does not sit on the other.
    const overlap = Math.min(first.y + first.height, second.y + second.height) - Math.max(first.y, second.y);
    expect(overlap).toBeLessThanOrEqual(0);
  }).toPass({ timeout: 5_000 });
});

test('Monthly Funding Trends draws one bar per month', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/bil/visualization?charts=monthly_funding_trends');
  const chart = page.getByTestId('selected-charts').getByRole('region', { name: 'Monthly Funding Trends' });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 20_000 });
  await expect(chart.locator('.recharts-area')).toHaveCount(0);
});
