import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, openAdminApi, signInAs, test } from './support/sign-in';

// Public sharing (issue 6): an administrator shares a chart, a password-protected chart group with an
// expiry and a project page; a signed-out browser opens each.
const SHOTS = process.env.SHARING_SHOTS_DIR ?? '/tmp/shots-d';
mkdirSync(SHOTS, { recursive: true });
const GROUP_PASSWORD = 'open-sesame';
const PAGE_PASSWORD = 'grant-page-2026';

const tokenOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

/** The link the open share dialog shows. */
async function readDialogLink(page: Page): Promise<string> {
  const input = page.getByRole('textbox', { name: 'Share link' });
  await expect(input).toBeVisible();
  return input.inputValue();
}

async function openVisitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

async function passGate(visitor: Page, password: string): Promise<void> {
  await expect(visitor.getByRole('heading', { name: 'Password Protected Content' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Access Content' }).click();
  await expect(visitor.getByText('Please enter a password.')).toBeVisible();
  await visitor.getByLabel('Password', { exact: true }).fill('wrong-password');
  await visitor.getByRole('button', { name: 'Access Content' }).click();
  await expect(visitor.getByText('Incorrect password. Please try again.')).toBeVisible();
  await visitor.getByLabel('Password', { exact: true }).fill(password);
  await visitor.getByRole('button', { name: 'Access Content' }).click();
}

test.describe('public sharing', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(120_000);
  test.use({ actionTimeout: 30_000 });

  test('shared chart, protected chart group and project page open for a signed-out visitor', async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'admin');

    // A single chart from the dashboard card.
    await page.goto('/bil/dashboard');
    await page.getByRole('button', { name: 'Share Monthly Funding Trends' }).click();
    await page.getByRole('menuitem', { name: 'Share chart link' }).click();
    await expect(page.getByText('Monthly Funding Trends shared')).toBeVisible();
    const chartUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(chartUrl).toMatch(/\/share\/chart\/[A-Za-z0-9_-]{22,}$/);

    // A password-protected chart group with the default expiry (30 days ahead, 23:59).
    await page.getByRole('button', { name: 'Share Monthly Funding Trends' }).click();
    await page.getByRole('menuitem', { name: 'Share as chart group…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Chart Group' });
    await expect(dialog.getByRole('button', { name: 'Share Group' })).toBeDisabled();
    await dialog.getByLabel('Group name').fill('Quarterly funding review');
    await dialog.getByLabel('Description').fill('Funding trends and pending applications.');
    await dialog.getByRole('combobox', { name: 'Add a chart' }).click();
    await page.getByRole('option', { name: 'Pending Grant Applications' }).click();
    await expect(dialog.getByTestId('group-chart-row')).toHaveCount(2);
    await dialog.getByLabel('Password protect').check();
    await dialog.getByLabel('Password', { exact: true }).fill('abcdefg');
    await expect(dialog.getByLabel('Hour')).toHaveValue('23');
    await expect(dialog.getByLabel('Minute')).toHaveValue('59');
    await page.screenshot({ path: `${SHOTS}/group-dialog.png` });
    await dialog.getByRole('button', { name: 'Share Group' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(GROUP_PASSWORD);
    await dialog.getByRole('button', { name: 'Share Group' }).click();
    const groupUrl = await readDialogLink(page);
    expect(groupUrl).toMatch(/\/share\/visualization\//);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A protected project page from the configurator.
    await page.goto('/admin/public-page-configurator');
    await page.getByLabel('Page name').fill('Grant projects for the board');
    await page.getByRole('combobox', { name: 'By grant' }).click();
    await page.getByRole('option').nth(0).click();
    await page.getByRole('option').nth(1).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Password protect').check();
    await page.getByLabel('Password', { exact: true }).fill(PAGE_PASSWORD);
    await page.screenshot({ path: `${SHOTS}/configurator.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create Share Link' }).click();
    const projectPageUrl = await readDialogLink(page);
    expect(projectPageUrl).toMatch(/\/share\/project-page\//);

    // The visitor: no account.
    const visitor = await openVisitor(browser, baseURL);
    await visitor.goto(chartUrl);
    await expect(visitor.getByRole('heading', { name: 'Monthly Funding Trends' }).first()).toBeVisible();
    await expect(visitor.getByRole('button', { name: /export/i }).first()).toBeVisible();

    await visitor.goto(groupUrl);
    await expect(visitor.getByRole('heading', { name: 'Password Protected Content' })).toBeVisible();
    await visitor.screenshot({ path: `${SHOTS}/password-gate.png` });
    await passGate(visitor, GROUP_PASSWORD);
    await expect(visitor.getByRole('heading', { name: 'Quarterly funding review' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Pending Grant Applications' })).toBeVisible();
    await visitor.screenshot({ path: `${SHOTS}/shared-group.png` });

    await visitor.goto(projectPageUrl);
    await passGate(visitor, PAGE_PASSWORD);
    await expect(visitor.getByRole('heading', { name: 'Grant projects for the board' })).toBeVisible();
    await expect(visitor.getByText('Total BIL Funding')).toBeVisible();
    await expect(visitor.getByPlaceholder('Search by keyword...')).toBeVisible();
    await expect(visitor.getByText(/Powered by/)).toBeVisible();
    // One table per grant; only the highest grant starts open; the group sort buttons show.
    const tables = visitor.getByTestId('shared-grant-table');
    await expect(tables).toHaveCount(2);
    const toggles = visitor.getByRole('button', { name: /^Grant #/ });
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(visitor.getByRole('button', { name: /^Sort by Grant #, descending/ })).toBeVisible();
    await visitor.getByRole('button', { name: 'Expand All' }).click();
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await visitor.screenshot({ path: `${SHOTS}/shared-project-page-1440.png`, fullPage: true });
    await visitor.getByPlaceholder('Search by keyword...').fill('zz-no-such-project-zz');
    await expect(visitor.getByText('No projects match your current filters.')).toBeVisible();
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.getByPlaceholder('Search by keyword...').fill('');
    await visitor.screenshot({ path: `${SHOTS}/shared-project-page-390.png`, fullPage: true });

    // The group expires: its expiry is moved to a few seconds ahead, then passes.
    const api = await openAdminApi();
    const soon = new Date(Date.now() + 4000).toISOString();
    const patched = await api.patch(`/api/shares/${tokenOf(groupUrl)}`, {
      data: { expires_at: soon },
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    await visitor.setViewportSize({ width: 1440, height: 900 });
    await visitor.waitForTimeout(5000);
    await visitor.goto(groupUrl);
    await expect(visitor.getByRole('heading', { name: 'Content Has Expired' })).toBeVisible();
    await expect(visitor.getByText('Expiration Information')).toBeVisible();
    await visitor.screenshot({ path: `${SHOTS}/expired.png` });

    // PM pages render the PM feature's views read-only.
    const origin = new URL(baseURL ?? '').origin;
    const management = await api.post('/api/shares/pm-management', {
      data: { password: null, expires_at: null },
      headers: { origin },
    });
    expect(management.status(), await management.text()).toBe(201);
    const { shareId: managementId } = (await management.json()) as { shareId: string };
    await visitor.goto(`/share/pm/management/${managementId}`);
    await expect(visitor.getByTestId('pm-management-view')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Reassign airport' })).toHaveCount(0);
    const pmName = 'Marcus Reed';
    const pmShare = await api.post('/api/shares/pm-page', {
      data: { pm: pmName, password: null, expires_at: null },
      headers: { origin },
    });
    expect(pmShare.status(), await pmShare.text()).toBe(201);
    const { shareId: pmShareId } = (await pmShare.json()) as { shareId: string };
    await visitor.goto(`/share/pm/${encodeURIComponent(pmName)}/${pmShareId}`);
    await expect(visitor.getByTestId('pm-dashboard-view')).toBeVisible();
    await visitor.screenshot({ path: `${SHOTS}/shared-pm-page.png`, fullPage: true });

    // Revoking the chart link makes it not found.
    const revoked = await api.post(`/api/shares/${tokenOf(chartUrl)}/revoke`, {
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    expect(revoked.status(), await revoked.text()).toBe(200);
    await visitor.goto(chartUrl);
    await expect(visitor.getByRole('heading', { name: 'Chart Not Available' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await visitor.screenshot({ path: `${SHOTS}/not-available.png` });
    await visitor.context().close();
    await api.dispose();

    // The project list offers the same form, prefilled from its filters.
    await page.goto('/bil/projects');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Share a project page' })).toBeVisible();
    await expect(page.getByLabel('Page name')).toHaveValue('Shared Projects');
    await page.keyboard.press('Escape');

    // The creator's list.
    await page.goto('/shared-content');
    await expect(page.getByRole('heading', { name: 'Shared Content' })).toBeVisible();
    await expect(page.getByTestId('share-row').first()).toBeVisible();
    await expect(page.getByText('Quarterly funding review')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/shared-content.png`, fullPage: true });
  });
});
