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
    // The schema's own message in the form's words: no date yet.
    await expect(dialog.getByText('Commitment date is required')).toBeVisible();
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

// Issue 12, second part: the Uniform Report page and DBE analytics. Screens go to /work/shots/dbe when it
// exists (DBE_REPORT_SHOTS_DIR), else next to the other DBE shots.
const REPORT_SHOTS = process.env.DBE_REPORT_SHOTS_DIR ?? SHOTS;
mkdirSync(REPORT_SHOTS, { recursive: true });

test.describe('DBE annual reporting and analytics', () => {
  test('admin: draft with a failed cross-check, both form versions, exports, submit, amend and the difference', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/dbe/annual-reporting');
    await expect(page.getByRole('heading', { name: 'Annual Reporting', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    const chooseYear = async (year: string) => {
      await page.getByRole('combobox', { name: 'Fiscal year' }).click();
      await page.getByRole('option', { name: year, exact: true }).click();
    };

    // FY2025 uses the 2014 form; FY2026 the October 2025 interim final rule's.
    await chooseYear('FY2025');
    await expect(page.getByTestId('form-in-force')).toContainText('Race-conscious', { timeout: 15_000 });
    await chooseYear('FY2026');
    await expect(page.getByTestId('form-in-force')).toContainText('DBE-conscious', { timeout: 15_000 });
    await expect(page.getByTestId('report-status')).toContainText('Draft');
    const failed = page.getByTestId('cross-check-dbe_certified_at_commitment');
    await expect(failed).toHaveAttribute('data-passed', 'false');
    await expect(failed).toContainText('Failed');
    await expect(page.getByTestId('cross-checks')).toContainText('cross-check');
    await expect(page.getByTestId('report-section-A')).toContainText('Prime contracts awarded this period');
    await page.screenshot({ path: `${REPORT_SHOTS}/report-draft-admin-1440.png`, fullPage: true });

    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    expect((await excel).suggestedFilename()).toBe('dbe-uniform-report-fy2026-draft.xlsx');
    const pdf = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export PDF' }).click();
    expect((await pdf).suggestedFilename()).toBe('dbe-uniform-report-fy2026-draft.pdf');

    await page.getByRole('button', { name: 'Submit report' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('1 cross-check failed');
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('FY2026 report submitted')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('report-status')).toContainText('Submitted · v1');
    await expect(page.getByTestId('version-list')).toContainText('admin@demo.test');
    await expect(page.getByTestId('diff-none')).toBeVisible({ timeout: 15_000 });

    // A record changes after submission: the amendment is version 2 and the difference shows it.
    const origin = new URL(page.url()).origin;
    const goal = await page.request.put('/api/dbe/goals/2026', {
      headers: { origin },
      data: { overallPct: 8, consciousPct: 0, neutralPct: 8 },
    });
    expect(goal.status()).toBe(200);
    await page.reload();
    await chooseYear('FY2026');
    await page.getByRole('button', { name: 'Amend report' }).click({ timeout: 15_000 });
    const amend = page.getByRole('dialog');
    await amend.getByRole('textbox', { name: 'Reason for the amendment' }).fill('Overall goal corrected');
    await amend.getByRole('button', { name: 'Amend report' }).click();
    await expect(page.getByText('FY2026 report amended (version 2)')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('report-status')).toContainText('Submitted · v2');
    const diff = page.getByTestId('diff-table');
    await expect(diff).toBeVisible({ timeout: 15_000 });
    const goalLine = diff.getByRole('row').filter({ hasText: '6. Overall DBE goal' });
    await expect(goalLine).toContainText('7%');
    await expect(goalLine).toContainText('8%');
    await page.screenshot({ path: `${REPORT_SHOTS}/report-amended-admin-1440.png`, fullPage: true });

    await page.getByRole('combobox', { name: 'Showing' }).click();
    await page.getByRole('option', { name: 'Version 1' }).click();
    await expect(page.getByTestId('locked-version')).toContainText('Locked version 1');
    const v1 = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export PDF' }).click();
    expect((await v1).suggestedFilename()).toBe('dbe-uniform-report-fy2026-v1.pdf');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${REPORT_SHOTS}/report-admin-390.png`, fullPage: false });
  });

  test('a PM reads the report without submit controls; analytics for admin and PM, not for a viewer', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const pmPage = await browser.newPage();
    await signInAs(pmPage, 'pm');
    await pmPage.setViewportSize({ width: 1440, height: 1000 });
    await pmPage.goto('/dbe/annual-reporting');
    await expect(pmPage.getByTestId('cross-checks')).toBeVisible({ timeout: 15_000 });
    await expect(pmPage.getByRole('button', { name: /Submit report|Amend report/ })).toHaveCount(0);
    await pmPage.screenshot({ path: `${REPORT_SHOTS}/report-pm-1440.png`, fullPage: true });

    await pmPage.goto('/dbe/analytics');
    await expect(pmPage.getByRole('heading', { name: 'DBE goal vs attainment' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(pmPage.getByTestId('kpi-committed')).toContainText('%');
    await pmPage.screenshot({ path: `${REPORT_SHOTS}/analytics-pm-1440.png`, fullPage: true });

    const adminPage = await browser.newPage();
    await signInAs(adminPage, 'admin');
    await adminPage.setViewportSize({ width: 1440, height: 1000 });
    await adminPage.goto('/dbe/analytics');
    const card = adminPage.getByRole('region', { name: 'Top DBE firms' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Expand Top DBE firms' }).click();
    await expect(adminPage.getByTestId('expanded-chart-container')).toBeVisible();
    await adminPage.keyboard.press('Escape');
    await adminPage.screenshot({ path: `${REPORT_SHOTS}/analytics-admin-1440.png`, fullPage: true });
    await adminPage.setViewportSize({ width: 390, height: 900 });
    await adminPage.screenshot({ path: `${REPORT_SHOTS}/analytics-admin-390.png`, fullPage: false });

    const viewerPage = await browser.newPage();
    await signInAs(viewerPage, 'viewer');
    await viewerPage.goto('/dbe/analytics');
    await expect(viewerPage).toHaveURL(/\/bil\/dashboard/, { timeout: 15_000 });
    await viewerPage.goto('/dbe/annual-reporting');
    await expect(viewerPage).toHaveURL(/\/bil\/dashboard/, { timeout: 15_000 });
  });

  test('the airport page shows its DBE contracts', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin');
    const analytics = await page.request.get('/api/dbe/analytics');
    const body = (await analytics.json()) as { byAirport: { label: string }[] };
    const airport = body.byAirport[0]?.label ?? 'TYS';
    await page.goto(`/airports/${airport}`);
    const card = page.getByTestId('dbe-contracts-card');
    await expect(card.getByTestId('dbe-contract-summary').first()).toBeVisible({ timeout: 15_000 });
    await card.scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.screenshot({ path: `${REPORT_SHOTS}/airport-dbe-card-1440.png`, fullPage: false });
  });
});
