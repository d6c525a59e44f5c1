import { mkdirSync } from 'node:fs';
import {
  allowFailedRequests,
  createAccount,
  expect,
  openAdminApi,
  signInAs,
  signInWith,
  test,
} from './support/sign-in';

// GC&I grants, compliance, inspections and documents (issue 13). Run on its own port: E2E_PORT=3202.
const SHOTS = process.env.GCI_SHOTS_DIR ?? '/tmp/shots-gci';
mkdirSync(SHOTS, { recursive: true });

type GrantRow = {
  id: string;
  grant_number: string;
  airport_code: string;
  tdot_pm: string | null;
  alerts: { kind: string }[];
};
type GrantList = { total: number; rows: GrantRow[]; alertCounts: Record<string, number> };

test.describe('Grants, Compliance, and Inspections', () => {
  test.setTimeout(120_000);

  test('an administrator filters by alert, requests a reimbursement, pays it and exports', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/gci');
    await expect(page).toHaveURL(/\/grants$/);
    await expect(
      page.getByRole('heading', { name: 'Grants, Compliance, and Inspections', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Grants' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Grant agreements' });
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/grants-admin-1440.png` });

    // An overdue item stands out: the closeout-overdue filter lists only grants with the alert icon.
    await page.getByText(/^Closeout overdue: \d+/).click();
    await expect(page.getByText(/Showing \d+ of \d+ grants/)).toBeVisible();
    const firstAlerted = table.locator('tbody tr').first();
    await expect(firstAlerted.getByLabel('Has alerts')).toBeVisible();
    await firstAlerted.getByRole('button', { name: /Open grant/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Grant / });
    await expect(drawer.getByRole('alert').filter({ hasText: 'Closeout documents were due' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grant-details-overdue-1440.png` });
    await page.keyboard.press('Escape');

    // A reimbursement from request to paid on an active grant with money left.
    await page.getByText(/^Closeout overdue/).click();
    await page.getByRole('textbox', { name: 'Search grants' }).fill('TN-');
    await page.getByRole('combobox', { name: 'Status' }).click();
    // The list keeps the previous rows on screen while the filtered page loads: wait for the filtered one.
    const filtered = page.waitForResponse(
      (response) => response.url().includes('/api/gci/grants?') && response.url().includes('status=active'),
    );
    await page.getByRole('option', { name: 'Active' }).click();
    await filtered;
    await expect(page.getByText(/Showing \d+ of \d+ grants/)).toBeVisible();
    await table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /Open grant/ })
      .click();
    await expect(drawer.getByRole('heading', { name: 'Reimbursements' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Request reimbursement' }).click();
    const form = page.getByRole('dialog', { name: 'Request reimbursement' });
    await form.getByLabel('Request number').fill('E2E-1');
    await form.getByLabel('Request date').fill('2026-11-02');
    await form.getByLabel('Requested amount ($)').fill('-5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Requested amount cannot be negative')).toBeVisible();
    await form.getByLabel('Requested amount ($)').fill('1.50');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden({ timeout: 15_000 });
    const row = drawer.getByRole('table', { name: 'Reimbursements' }).getByRole('row', { name: /E2E-1/ });
    await expect(row).toContainText('requested');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Reimbursement E2E-1' });
    await edit.getByLabel('Approved amount ($)').fill('1.50');
    await edit.getByLabel('Paid date').fill('2026-11-10');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden({ timeout: 15_000 });
    await expect(row).toContainText('paid');
    await expect(drawer.getByText('Reimbursement E2E-1 updated')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grant-details-paid-1440.png`, fullPage: true });
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    expect((await download).suggestedFilename()).toBe('grants.csv');
  });

  test('a PM sees only the grants of their airports, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'pm');
    const own = (await (await page.request.get('/api/gci/grants?limit=10000')).json()) as GrantList;
    const api = await openAdminApi();
    const all = (await (await api.get('/api/gci/grants?limit=10000')).json()) as GrantList;
    const pmName = own.rows[0]?.tdot_pm;
    expect(pmName).toBeTruthy();
    expect(own.total).toBe(all.rows.filter((row) => row.tdot_pm === pmName).length);
    expect(own.total).toBeLessThan(all.total);
    await api.dispose();
    await page.goto('/grants');
    await expect(
      page.getByText(`Showing ${String(Math.min(25, own.total))} of ${String(own.total)} grants`),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'New grant' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grants-pm-390.png`, fullPage: true });
  });

  test('a viewer without the GC&I permission is told so', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The demo viewer reads GC&I (issue 35); a new viewer has the role's defaults, without it.
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'gci-none', role: 'viewer' });
    await admin.dispose();
    await signInWith(page, account.email, account.password);
    await page.goto('/grants');
    await expect(
      page.getByText('Your account does not have access to grants, compliance and inspections.'),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grants-viewer-1440.png` });
  });

  test('a viewer with the GC&I permission reads every tab and is offered no edits', async ({ page }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'gci-reader', role: 'viewer' });
    const granted = await admin.patch(`/api/admin/users/${account.userId}`, {
      data: { flags: { can_access_gci: true, can_access_projects: true } },
    });
    expect(granted.ok()).toBe(true);
    await admin.dispose();
    await signInWith(page, account.email, account.password);
    await page.goto('/grants');
    const tabs = [
      { tab: 'Grants', noun: 'grants', create: 'New grant' },
      { tab: 'Compliance', noun: 'obligations', create: 'New obligation' },
      { tab: 'Inspections', noun: 'inspections', create: 'New inspection' },
    ];
    for (const { tab, noun, create } of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByText(new RegExp(`^Showing \\d+ of \\d+ ${noun}$`))).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('button', { name: create })).toHaveCount(0);
    }
    await page.screenshot({ path: `${SHOTS}/inspections-viewer-1440.png`, fullPage: true });
  });

  test('an administrator closes an overdue corrective action and uploads and downloads a document', async ({
    page,
    pageProblems,
  }) => {
    allowFailedRequests(pageProblems, 400);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/grants');
    await page.getByRole('tab', { name: 'Inspections' }).click();
    const table = page.getByRole('table', { name: 'Inspections' });
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/inspections-admin-1440.png` });

    // Overdue stands out: the filter keeps only inspections with an overdue action, each marked.
    await page.getByText(/^Overdue corrective actions: \d+/).click();
    await expect(page.getByText(/Showing \d+ of \d+ inspections/)).toBeVisible();
    const first = table.locator('tbody tr').first();
    await expect(first.getByLabel(/\d+ overdue/)).toBeVisible();
    await first.locator('button').first().click();
    const drawer = page.getByRole('dialog', { name: /^Inspection / });
    await expect(drawer.getByRole('alert').filter({ hasText: /overdue/ })).toBeVisible();
    const overdue = drawer.getByTestId('discrepancy').filter({ hasText: 'Overdue' }).first();
    await expect(overdue).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/inspection-details-overdue-1440.png` });

    // Open (overdue) to closed: who and when are recorded, and the history says so.
    const description = (await overdue.locator('p').nth(1).textContent()) ?? '';
    await overdue.getByRole('button', { name: 'Close action' }).click();
    const closed = drawer
      .getByTestId('discrepancy')
      .filter({ hasText: description.split(' · ')[0] ?? '' })
      .first();
    await expect(closed.getByText('Closed', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(closed.getByText(/closed .* by admin@demo.test/)).toBeVisible();
    await expect(drawer.getByText(/^Corrective action .* closed$/).first()).toBeVisible();

    // A document: upload with the progress bar, a thumbnail, download it again.
    const input = drawer.locator('input[type=file]').last();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'runway-photo.png', mimeType: 'image/png', buffer: png });
    await expect(drawer.getByRole('link', { name: 'runway-photo.png' })).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByRole('img', { name: 'Thumbnail of runway-photo.png' })).toBeVisible();
    const download = page.waitForEvent('download');
    await drawer.getByRole('link', { name: 'runway-photo.png' }).click();
    expect((await download).suggestedFilename()).toBe('runway-photo.png');

    // A file whose content is not its name is refused with a clear message.
    await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: png });
    await expect(
      drawer.getByText('The file content (a PNG image) does not match its name (.pdf); nothing was saved'),
    ).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'report.pdf' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/inspection-documents-1440.png`, fullPage: true });
    await page.keyboard.press('Escape');

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    expect((await exported).suggestedFilename()).toBe('inspections.xlsx');
  });

  test('an administrator sees compliance at a glance and marks an overdue obligation done', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/grants');
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expect(page.getByText('Airports at a glance')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Next 90 days (and overdue)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/compliance-admin-1440.png` });
    await page.getByText(/^Overdue: \d+/).click();
    const table = page.getByRole('table', { name: 'Compliance obligations' });
    await expect(table.locator('tbody tr').first().getByText('Overdue')).toBeVisible();
    await table.locator('tbody tr').first().locator('button').first().click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Findings' });
    await expect(drawer.getByRole('alert').filter({ hasText: 'Overdue since' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Mark done' }).click();
    await expect(drawer.getByText(/^Current$|^Due soon$/).first()).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByText(/Obligation .* updated/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/compliance-details-1440.png`, fullPage: true });
  });

  test('a PM works the tabs on a phone and sees GC&I on the airport page and their dashboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const me = (await signInAs(page, 'pm')) as { user: { id: string } };
    expect(me.user.id).toBeTruthy();
    await page.goto('/grants');
    await page.getByRole('tab', { name: 'Inspections' }).click();
    await expect(page.getByText(/Showing \d+ of \d+ inspections/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'New inspection' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/inspections-pm-390.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expect(page.getByText('Airports at a glance')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/compliance-pm-390.png`, fullPage: true });

    const list = (await (await page.request.get('/api/gci/inspections?limit=1')).json()) as {
      rows: { airport_code: string; tdot_pm: string }[];
    };
    const row = list.rows[0];
    expect(row).toBeTruthy();
    await page.goto(`/airports/${row?.airport_code ?? ''}`);
    const card = page.getByTestId('airport-gci-card');
    await expect(card.getByText('Next inspection due')).toBeVisible({ timeout: 15_000 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/airport-gci-card-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/pm/${encodeURIComponent(row?.tdot_pm ?? '')}`);
    const overdue = page.getByTestId('pm-gci-overdue');
    await expect(overdue.getByRole('table', { name: 'Overdue GC&I items' })).toBeVisible({ timeout: 15_000 });
    await overdue.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pm-gci-overdue-1440.png` });
  });
});
