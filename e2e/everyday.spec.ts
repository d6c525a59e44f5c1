import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from './support/sign-in';

// Issue 17, everyday use: the late welcome dialog, phones and tablets, the catalogue at a desk width,
// the header's title and the admin sections on small screens, and the main flows by keyboard.
const SHOTS = 'test-results/everyday';

// The catalogue and the accounts load a few screens each on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/** Presses Tab until the target has the focus (a person moving through the page by keyboard). */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows a ring: an outline or a box shadow of its own. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = window.getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow,
    };
  });
  expect(ring.outline || ring.shadow !== 'none', 'a visible focus ring').toBe(true);
}

test.describe('welcome dialog', () => {
  test('one that would open after the person started clicking comes as the small card; the page keeps the clicks', async ({
    page,
  }) => {
    await signInAs(page, 'pm', { showTerms: true, showWelcome: true });
    await page.goto('/bil/dashboard');
    const terms = page.getByRole('dialog', { name: /Authorized Access/ });
    await expect(terms).toBeVisible();
    // The person reaches for the screen behind the terms (a press beside the dialog) before reading them.
    await page.mouse.click(1000, 700);
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Acknowledge & Continue' }).click();
    await expect(terms).toBeHidden();

    const welcome = page.getByRole('dialog', { name: /Welcome to Airport Management/ });
    const card = page.getByRole('region', { name: 'Welcome dialog (minimised)' });
    await expect(card).toBeVisible();
    await expect(welcome).toBeHidden();
    // Nothing covers the screen: the next click reaches the sidebar.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await expect(page).toHaveURL('/bil/projects');
    // The welcome is still there for when they want it.
    await card.getByRole('button', { name: 'Open' }).click();
    await expect(welcome).toBeVisible();
  });
});

test.describe('phones and tablets', () => {
  for (const width of [390, 768]) {
    test(`at ${width} px the airports and the accounts are cards with their figures and actions`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await signInAs(page, 'admin');
      await page.goto('/airports');
      await expect(page.getByTestId('airport-count')).toContainText('Showing', { timeout: 30_000 });
      const cards = page.locator('[data-testid^="airport-card-"]');
      await expect(cards.first()).toBeVisible();
      await expect(page.locator('[data-testid^="airport-row-"]')).toHaveCount(0);
      const first = cards.first();
      for (const label of ['BIL Funding', 'Available', 'At risk', 'Lapsed', 'FY22', 'FY26']) {
        await expect(first).toContainText(label);
      }
      await expect(first).toContainText(/\$[\d,.]+[KM]?/);
      // Sorting has no column headers here: the cards sort from a list.
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'BIL Funding' }).click();
      await page.getByRole('combobox', { name: 'Order' }).click();
      await page.getByRole('option', { name: 'Descending' }).click();
      await expect(cards.first()).toContainText(/Nashville International|Memphis International/);
      await page.screenshot({ path: `${SHOTS}/airports-cards-${width}.png` });
      await cards
        .first()
        .getByRole('link', { name: /^Open / })
        .click();
      await expect(page).toHaveURL(/\/airports\/[A-Z0-9]+$/);
      await expect(page.locator('html')).toHaveJSProperty('scrollWidth', width);

      await page.goto('/admin/user-management');
      const account = page.locator('[data-testid="user-card"][data-email="pm@demo.test"]');
      await expect(account).toBeVisible();
      await expect(account).toContainText('Marcus Reed');
      await expect(account).toContainText('Active');
      await expect(account.getByRole('combobox', { name: 'Role of pm@demo.test' })).toHaveValue(
        'Project Manager',
      );
      await account.getByRole('button', { name: 'More actions for pm@demo.test' }).click();
      await expect(page.getByRole('menuitem', { name: 'Disable account' })).toBeVisible();
      await page.keyboard.press('Escape');
      await account.getByRole('button', { name: 'Edit pm@demo.test' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).toHaveJSProperty('scrollWidth', width);
      await page.screenshot({ path: `${SHOTS}/users-cards-${width}.png` });
    });
  }

  test("at 390 px the header keeps the page's title and the admin sections are a list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard');
    await expect(page.getByTestId('header-title').getByText('Bipartisan Infrastructure Law')).toBeVisible();
    await page.goto('/admin/user-management');
    await expect(page.getByTestId('header-title')).toBeVisible();
    const section = page.getByRole('combobox', { name: 'Administration section' });
    await expect(section).toHaveValue('User Management');
    await section.click();
    await page.getByRole('option', { name: 'Audit Logs' }).click();
    await expect(page).toHaveURL('/admin/audit-logs');
    await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 390);
  });
});

test('at 1440 px the catalogue shows every fiscal year without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/airports');
  await expect(page.getByTestId('airport-count')).toContainText('Showing', { timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Airports Catalog' });
  await expect(table.getByRole('columnheader', { name: /FY26/ })).toBeVisible();
  const fits = await table.evaluate((element) => {
    const frame = element.parentElement;
    return frame ? frame.scrollWidth <= frame.clientWidth + 1 : false;
  });
  expect(fits, 'the table fits its frame').toBe(true);
  const fy26 = await table.getByRole('columnheader', { name: /FY26/ }).boundingBox();
  expect((fy26?.x ?? 0) + (fy26?.width ?? 0)).toBeLessThanOrEqual(1440);
  // Short amounts in the year cells, with the full ones for screen readers and on hover.
  await expect(table.locator('td[data-state]').first()).toHaveAttribute(
    'title',
    /allocation \$[\d,]+, (available|lapsed) \$/,
  );
});

test('keyboard: sidebar, a project, a dialog closed with Escape, all with visible focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/bil/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const projects = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Projects' });
  await tabTo(page, projects);
  await expectVisibleFocus(projects);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/bil/projects');

  const details = page.getByRole('link', { name: /^Details of / }).first();
  await expect(details).toBeVisible();
  await tabTo(page, details, 120);
  await expectVisibleFocus(details);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bil\/projects\/[^/]+\/details$/);

  await page.goto('/admin/user-management');
  const create = page.getByRole('button', { name: 'Create or invite' });
  await tabTo(page, create);
  await expectVisibleFocus(create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
});
