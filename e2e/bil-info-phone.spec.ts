import { expect, signInAs, test } from './support/sign-in';

// Issue 35 (390 px look): the AIG deadlines table was wider than its card, so the 'days left' badges sat
// past the card's edge behind a sideways scroll.
test('at 390 px the AIG deadlines fit their card, badges in full', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'viewer');
  await page.goto('/bil/info');
  const table = page.getByTestId('aig-deadlines');
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const fit = await table.evaluate((element) => {
    const card = element.closest('.mantine-Paper-root') ?? element.parentElement;
    const cardBox = card?.getBoundingClientRect();
    const badges = [...element.querySelectorAll('.mantine-Badge-root')].map((badge) => {
      const box = badge.getBoundingClientRect();
      const label = badge.querySelector('.mantine-Badge-label');
      return {
        inside: cardBox ? box.left >= cardBox.left && box.right <= cardBox.right : false,
        cut: label ? label.scrollWidth > label.clientWidth : false,
      };
    });
    return { count: badges.length, outside: badges.filter((badge) => !badge.inside || badge.cut).length };
  });
  expect(fit.count).toBeGreaterThan(0);
  expect(fit.outside).toBe(0);
  await page.getByTestId('aig-deadlines').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/bil-info-deadlines-390.png' });
});
