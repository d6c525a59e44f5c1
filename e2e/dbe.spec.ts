import { mkdirSync } from 'node:fs';
import { expect, signInAs, test } from './support/sign-in';

// DBE awards and commitments (issue 12). Run on its own port: E2E_PORT=3241.
const SHOTS = process.env.DBE_SHOTS_DIR ?? '/tmp/shots-dbe';
mkdirSync(SHOTS, { recursive: true });

test.describe('DBE awards and commitments', () => {
  test('admin sees the demo contracts, filters, creates a commitment, amends it and exports', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/dbe/awards-commitments');
    await expect(page.getByRole('heading', { name: 'Awards & Commitments' })).toBeVisible({
      timeout: 15_000,
    });
    const items = page.getByTestId('contract-item');
    await expect(items.first()).toBeVisible({ timeout: 15_000 });
    expect(await items.count()).toBeGreaterThan(40);
    await expect(page.getByTestId('contract-warnings').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/awards-admin-1440.png`, fullPage: false });

    await page.getByRole('combobox', { name: 'Fiscal year' }).click();
    await page.getByRole('option', { name: 'FY2024' }).click();
    await expect(page.getByTestId('contract-count')).toContainText('12 DBE contracts', { timeout: 15_000 });

    const first = items.first();
    await first.getByRole('button').first().click();
    await expect(first.getByTestId('commitments-table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/awards-admin-expanded-1440.png`, fullPage: false });

    await first.getByRole('button', { name: 'Add commitment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Firm' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Supplier: regular dealer' }).click();
    await dialog.getByRole('textbox', { name: 'Amount committed' }).fill('10000');
    await expect(dialog.getByTestId('counted-preview')).toContainText('$6,000');
    await dialog.getByRole('button', { name: 'Add commitment' }).click();
    // The schema's own message: no date yet.
    await expect(dialog.getByText('Commitment date must be a real date (YYYY-MM-DD)')).toBeVisible();
    await dialog.getByLabel('Commitment date').fill('2026-06-01');
    await dialog.getByRole('button', { name: 'Add commitment' }).click();
    await expect(page.getByText('Commitment added')).toBeVisible({ timeout: 30_000 });

    const amendButtons = first.getByRole('button', { name: 'Amend' });
    await amendButtons.last().click();
    const amend = page.getByRole('dialog');
    await amend.getByRole('textbox', { name: 'Amount committed' }).fill('12000');
    await amend.getByLabel('Amendment date').fill('2026-07-01');
    await amend.getByRole('textbox', { name: 'Reason for the amendment' }).fill('Added light fixtures');
    await amend.getByRole('button', { name: 'Amend commitment' }).click();
    await expect(page.getByText(/amended$/)).toBeVisible({ timeout: 30_000 });
    await expect(first.getByText(/Added light fixtures/)).toBeVisible({ timeout: 15_000 });

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await csv).suggestedFilename()).toBe('dbe-awards-commitments.csv');
    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    expect((await excel).suggestedFilename()).toBe('dbe-awards-commitments.xlsx');

    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${SHOTS}/awards-admin-390.png`, fullPage: false });
  });

  test('admin creates a contract', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin');
    await page.goto('/dbe/awards-commitments');
    await page.getByRole('button', { name: 'New contract' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Contract number' }).fill('E2E-0001');
    await dialog.getByRole('textbox', { name: 'Contract title' }).fill('E2E apron lighting');
    await dialog.getByLabel('Award date').fill('2026-05-01');
    await dialog.getByRole('combobox', { name: 'Prime contractor' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Federal share (whole dollars)' }).fill('250000');
    await dialog.getByRole('textbox', { name: 'Contract goal %' }).fill('8');
    await dialog.getByRole('button', { name: 'Create contract' }).click();
    await expect(page.getByText('Contract E2E-0001 created')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('E2E-0001', { exact: true })).toBeVisible();
  });

  test('a PM sees only their airports; a viewer without the flag is sent to the dashboard', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const pmPage = await browser.newPage();
    const me = await signInAs(pmPage, 'pm');
    await pmPage.setViewportSize({ width: 1440, height: 1000 });
    await pmPage.goto('/dbe/awards-commitments');
    await expect(pmPage.getByTestId('contract-item').first()).toBeVisible({ timeout: 15_000 });
    const pms = await pmPage
      .getByTestId('contract-item')
      .getByText(/ · prime /)
      .allTextContents();
    expect(pms.length).toBeGreaterThan(0);
    await pmPage.screenshot({ path: `${SHOTS}/awards-pm-1440.png` });
    await pmPage.setViewportSize({ width: 390, height: 900 });
    await pmPage.screenshot({ path: `${SHOTS}/awards-pm-390.png` });
    expect(me).toBeTruthy();

    const viewerPage = await browser.newPage();
    await signInAs(viewerPage, 'viewer');
    await viewerPage.goto('/dbe/awards-commitments');
    await expect(viewerPage).toHaveURL(/\/bil\/dashboard/, { timeout: 15_000 });
  });
});
