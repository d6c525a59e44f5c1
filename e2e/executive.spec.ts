import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { createAccount, expect, openAdminApi, signInAs, signInWith, test } from './support/sign-in';

// Executive overview (issue 14). Run on its own port: E2E_PORT=3204.
const SHOTS = process.env.EXEC_SHOTS_DIR ?? '/tmp/shots-executive';
mkdirSync(SHOTS, { recursive: true });
const SHARE_PASSWORD = 'leadership-2026';

/** A person of the role with the executive flag, signed in on the page. */
async function signInWithExecutiveFlag(page: Page, role: 'viewer' | 'pm', tdotPm?: string) {
  const admin = await openAdminApi();
  const person = await createAccount(admin, {
    prefix: `exec-${role}`,
    role,
    ...(tdotPm ? { tdotPm } : {}),
  });
  const response = await admin.patch(`/api/admin/users/${person.userId}`, {
    data: { flags: { can_access_executive: true } },
  });
  expect(response.status(), await response.text()).toBe(200);
  await admin.dispose();
  await signInWith(page, person.email, person.password);
}

async function openVisitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test.describe('/executive', () => {
  test('an administrator reads figures that match their screens, prints, downloads the PDF and shares a link', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard');
    await page.getByRole('link', { name: 'Executive Overview' }).click();
    await expect(page.getByRole('heading', { name: 'Executive Overview' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('exec-as-of')).toContainText('Data as of');

    // Figures agree with the screens they link to.
    const api = page.request;
    const executive = (await (await api.get('/api/executive')).json()) as {
      timeliness: { exceeding90Days: number; award: { averageDays: number } };
      slots: { grantsEndingSoon: { count: number } | null };
    };
    const dashboard = (await (await api.get('/api/analytics/dashboard')).json()) as {
      kpis: { exceeding90Days: number; averageAward: { days: number } };
    };
    const grants = (await (await api.get('/api/gci/grants?alert=pop_ending')).json()) as { total: number };
    expect(executive.timeliness.exceeding90Days).toBe(dashboard.kpis.exceeding90Days);
    expect(executive.timeliness.award.averageDays).toBe(dashboard.kpis.averageAward.days);
    expect(executive.slots.grantsEndingSoon?.count).toBe(grants.total);
    await expect(page.getByTestId('exec-exceeding-90')).toHaveText(String(dashboard.kpis.exceeding90Days));
    await expect(page.getByTestId('exec-award-days')).toHaveText(`${dashboard.kpis.averageAward.days} days`);
    await expect(page.getByTestId('exec-grants-ending')).toHaveText(String(grants.total));
    await expect(page.getByTestId('exec-dbe-attained')).toBeVisible();
    const inspections = (await (await api.get('/api/gci/inspections')).json()) as {
      counts: { overdueInspections: number; overdueActions: number };
    };
    await expect(page.getByTestId('exec-overdue-inspections')).toHaveText(
      String(inspections.counts.overdueInspections),
    );
    await expect(page.getByTestId('exec-overdue-actions')).toHaveText(
      String(inspections.counts.overdueActions),
    );
    await page.screenshot({ path: `${SHOTS}/executive-admin-1440.png`, fullPage: true });

    // The printed page: letter paper, no shell and no buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/executive-print.png`, fullPage: true });
    await page.pdf({ path: `${SHOTS}/executive-browser-print.pdf`, format: 'Letter', printBackground: true });
    await page.emulateMedia({ media: 'screen' });

    // The server's PDF.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^executive-overview-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfPath = `${SHOTS}/executive-download.pdf`;
    await download.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

    // Share with a password; a visitor opens it signed out.
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password protect').check();
    await dialog.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/share\/executive\/[\w-]+$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const visitor = await openVisitor(browser, baseURL);
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Password Protected Content' })).toBeVisible();
    await visitor.getByLabel('Password', { exact: true }).fill('wrong-password');
    await visitor.getByRole('button', { name: 'Access Content' }).click();
    await expect(visitor.getByText('Incorrect password. Please try again.')).toBeVisible();
    await visitor.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
    await visitor.getByRole('button', { name: 'Access Content' }).click();
    await expect(visitor.getByTestId('exec-exceeding-90')).toHaveText(String(dashboard.kpis.exceeding90Days));
    // Read-only: no links into the signed-in screens, no controls.
    await expect(visitor.getByRole('link', { name: 'Details' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await visitor.screenshot({ path: `${SHOTS}/executive-shared-1440.png`, fullPage: true });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.screenshot({ path: `${SHOTS}/executive-shared-390.png`, fullPage: true });
    await visitor.context().close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/executive-admin-390.png`, fullPage: true });
    await page.getByTestId('exec-at-risk').click();
    await expect(page).toHaveURL(/\/airports$/);
  });

  test('a viewer with the flag reads it without DBE, GC&I or share controls; without the flag is sent away', async ({
    page,
  }) => {
    await signInWithExecutiveFlag(page, 'viewer');
    await page.goto('/executive');
    await expect(page.getByTestId('exec-allocated')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await expect(page.getByTestId('exec-dbe-attained')).toHaveCount(0);

    await page.context().clearCookies();
    await signInAs(page, 'viewer');
    await page.goto('/bil/dashboard');
    await expect(page.getByRole('link', { name: 'Executive Overview' })).toHaveCount(0);
    await page.goto('/executive');
    await expect(page).toHaveURL(/\/bil\/dashboard$/, { timeout: 15_000 });
  });

  test('a PM with the flag reads their own projects’ timeliness; the demo PM without it is sent away', async ({
    page,
  }) => {
    await signInWithExecutiveFlag(page, 'pm', 'Marcus Reed');
    await page.goto('/executive');
    await expect(page.getByTestId('exec-award-days')).toBeVisible({ timeout: 15_000 });
    const api = page.request;
    const executive = (await (await api.get('/api/executive')).json()) as {
      timeliness: { exceeding90Days: number };
    };
    const dashboard = (await (await api.get('/api/analytics/dashboard')).json()) as {
      kpis: { exceeding90Days: number };
    };
    expect(executive.timeliness.exceeding90Days).toBe(dashboard.kpis.exceeding90Days);
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/executive-pm-390.png`, fullPage: true });

    await page.context().clearCookies();
    await signInAs(page, 'pm');
    await page.goto('/executive');
    await expect(page).toHaveURL(/\/bil\/dashboard$/, { timeout: 15_000 });
  });
});
