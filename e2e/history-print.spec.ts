import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openAdminApi, signInAs, test } from './support/sign-in';

// History, the audit viewer in words, Download PDF and printing on letter paper (issue 17).
// Run on its own port: E2E_PORT=3106. PDFs of the printed pages go to PRINT_SHOTS_DIR for a look.
const SHOTS = process.env.PRINT_SHOTS_DIR ?? '/tmp/shots-history-print';
mkdirSync(SHOTS, { recursive: true });

type Project = { id: string; version: number };

/** A project created by the administrator, then given an award date and a new amount. */
async function changedProject(admin: APIRequestContext, title: string): Promise<Project> {
  const created = await admin.post('/api/projects', {
    data: { project_title: title, airport_code: 'BNA', upin: 'E2E-UPIN', bil_aig_amount: 1000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as Project;
  const patched = await admin.patch(`/api/projects/${project.id}`, {
    data: { version: project.version, changes: { award_date: '2025-03-01', bil_aig_amount: 1250 } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return project;
}

async function removeProject(admin: APIRequestContext, id: string): Promise<void> {
  await admin.post(`/api/projects/${id}/force-delete`, { data: { reason: 'Browser test clean-up' } });
  await admin.dispose();
}

async function expectDownload(page: Page, button: ReturnType<Page['getByRole']>, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('history, audit viewer, PDFs and print', () => {
  test('a viewer reads who changed what on the History tab, in words', async ({ page }) => {
    const admin = await openAdminApi();
    const project = await changedProject(admin, `E2E history ${Date.now()}`);
    await signInAs(page, 'viewer');
    await page.goto(`/bil/projects/${project.id}/details`);
    await page.getByRole('tab', { name: 'History' }).click();
    const entries = page.getByTestId('history-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Changed project by Demo Administrator');
    await expect(entries.first()).toContainText('Award date: empty -> 03/01/2025');
    await expect(entries.first()).toContainText('BIL AIG amount: $1,000 -> $1,250');
    await expect(entries.nth(1)).toContainText('Created project by Demo Administrator');
    await expect(page.getByText('"award_date"')).toHaveCount(0); // words, not JSON
    await page.screenshot({ path: `${SHOTS}/history-tab-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('history-entry')).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/history-tab-390.png`, fullPage: true });
    await removeProject(admin, project.id);
  });

  test('the audit viewer names the record, the person and the action, with the JSON behind a toggle', async ({
    page,
  }) => {
    const admin = await openAdminApi();
    const title = `E2E audited ${Date.now()}`;
    const project = await changedProject(admin, title);
    await signInAs(page, 'admin');
    await page.goto('/admin/audit-logs');
    await page.getByRole('combobox', { name: 'Action' }).fill('update_project');
    const rows = page.getByTestId('audit-row').filter({ hasText: title });
    await expect(rows.filter({ hasText: 'Created project' })).toHaveCount(0); // the filter applied
    const row = rows.filter({ hasText: 'Changed project' });
    await expect(row).toContainText(`${title} (UPIN E2E-UPIN)`);
    await expect(row).toContainText('Demo Administrator');
    await expect(row).not.toContainText('update_project');
    await row.getByRole('button', { name: 'Show the changes' }).click();
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(
      'Award date: empty -> 03/01/2025',
    );
    await expect(page.getByTestId('audit-raw-json')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show raw JSON' }).check();
    await expect(page.getByTestId('audit-raw-json')).toContainText('"award_date": "2025-03-01"');
    await page.screenshot({ path: `${SHOTS}/audit-viewer-1440.png`, fullPage: true });
    await removeProject(admin, project.id);
  });

  test('Download PDF on the airport page and the grant metrics table', async ({ page }) => {
    test.slow(); // two large screens and two drawn PDFs on a shared machine
    await signInAs(page, 'admin');
    await page.goto('/airports/BNA');
    await expectDownload(
      page,
      page.getByRole('link', { name: 'Download PDF' }),
      /^airport-BNA-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await page.goto('/bil/dashboard?tab=grant-analysis');
    const table = page.getByRole('region', { name: 'Comprehensive Grant Metrics' });
    await expectDownload(
      page,
      table.getByRole('link', { name: 'Download PDF' }),
      /^grant-metrics-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
  });

  test('a project, an airport and a grant print on letter paper without the app around them', async ({
    page,
  }) => {
    const admin = await openAdminApi();
    test.slow(); // three screens and three printed PDFs
    const project = await changedProject(admin, `E2E print ${Date.now()}`);
    await signInAs(page, 'admin');
    await page.goto(`/bil/projects/${project.id}/details?tab=full`);
    await expect(page.getByText('Core Project Information')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByText('Core Project Information')).toBeVisible();
    await page.pdf({ path: `${SHOTS}/project.pdf`, format: 'Letter', printBackground: true });

    await page.emulateMedia({ media: 'screen' });
    await page.goto('/airports/BNA');
    await expect(page.getByRole('table', { name: 'AIG balance by fiscal year' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await page.pdf({ path: `${SHOTS}/airport.pdf`, format: 'Letter', printBackground: true });

    await page.emulateMedia({ media: 'screen' });
    await page.goto('/grants');
    const grants = page.getByRole('table', { name: 'Grant agreements' });
    await grants
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /Open grant/ })
      .click();
    const drawer = page.getByRole('dialog', { name: /^Grant / });
    await expect(drawer.getByRole('heading', { name: 'Reimbursements' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // The open grant prints alone: the page behind it does not.
    await expect(grants).toBeHidden();
    await expect(drawer.getByRole('heading', { name: 'Reimbursements' })).toBeVisible();
    await page.pdf({ path: `${SHOTS}/grant.pdf`, format: 'Letter', printBackground: true });
    await removeProject(admin, project.id);
  });
});
