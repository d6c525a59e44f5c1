import { expect, signInAs, test } from './support/sign-in';

// Issue 17: on phones and tablets each project is a card with its amount and status, still under its
// grant's header, still opening into its details, with its actions at hand.
for (const width of [390, 768]) {
  test(`at ${width} px the project table shows cards with amount, status, grouping, expand and actions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInAs(page, 'admin');
    await page.goto('/bil/projects');
    const firstCard = page.locator('[data-project-id]').first();
    // The first load of the app can take a while on a busy machine.
    await expect(firstCard).toBeVisible({ timeout: 30_000 });

    // One card fits the table's width: no column header row, nothing cut off to the right.
    await expect(page.getByRole('columnheader', { name: 'Project title' })).toBeHidden();
    const table = await page.getByRole('table', { name: 'Projects by grant' }).boundingBox();
    const card = await firstCard.boundingBox();
    expect(card && table && card.x + card.width <= table.x + table.width + 1).toBe(true);

    // Amount and status are on the card, as text a person reads.
    await expect(firstCard.getByRole('cell').filter({ hasText: /^\$[\d,]+$/ })).toBeVisible();
    await expect(firstCard.locator('[class*="pill"]')).toBeVisible();

    // Grouping: the card sits under a 'Grant #' header with its count and sums.
    const header = page.locator('[data-grant-key]').first();
    await expect(header).toContainText(/Grant #\d+/);
    await expect(header).toContainText(/\d+ projects?/);
    await expect(header).toContainText(/Total \$[\d,]+/);

    // Expand opens the details; the actions are buttons on the card.
    await firstCard.getByRole('button', { expanded: false }).first().click();
    await expect(page.getByText('Financial Information').first()).toBeVisible();
    await expect(firstCard.getByLabel(/^(Details of|Edit|Delete) /).first()).toBeVisible();
    await page.screenshot({ path: `test-results/project-cards-${width}.png` });
  });
}
