import { mkdirSync } from 'node:fs';
import { createAccount, expect, openAdminApi, signInAs, signInWith, test } from './support/sign-in';

// Executive overview (issue 14). Run on its own port: E2E_PORT=3261.
const SHOTS = process.env.FLIGHT_SHOTS_DIR ?? '/tmp/shots-exec-flight';
mkdirSync(SHOTS, { recursive: true });

test.describe('/executive', () => {
  test('an administrator reads the page whose figures match the screens they link to, and prints it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard');
    await page.getByRole('link', { name: 'Executive Overview' }).click();
    await expect(page.getByRole('heading', { name: 'Executive Overview' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('exec-as-of')).toContainText('Data as of');
    const api = page.request;
    const executive = (await (await api.get('/api/executive')).json()) as {
      timeliness: { exceeding90Days: number };
    };
    const dashboard = (await (await api.get('/api/analytics/dashboard')).json()) as {
      kpis: { exceeding90Days: number };
    };
    expect(executive.timeliness.exceeding90Days).toBe(dashboard.kpis.exceeding90Days);
    await expect(page.getByTestId('exec-exceeding-90')).toHaveText(String(dashboard.kpis.exceeding90Days));
    await page.screenshot({ path: `${SHOTS}/executive-admin-1440.png`, fullPage: true });

    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/executive-print.png`, fullPage: true });
    await page.pdf({ path: `${SHOTS}/executive.pdf`, format: 'Letter', printBackground: true });
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/executive-admin-390.png`, fullPage: true });

    await page.getByTestId('exec-at-risk').click();
    await expect(page).toHaveURL(/\/airports$/);
  });

  test('a viewer with the flag reads it; the demo viewer without it is sent to the dashboard', async ({
    page,
  }) => {
    const admin = await openAdminApi();
    const leader = await createAccount(admin, { prefix: 'exec-viewer', role: 'viewer' });
    const response = await admin.patch(`/api/admin/users/${leader.userId}`, {
      data: { flags: { can_access_executive: true } },
    });
    expect(response.status(), await response.text()).toBe(200);
    await admin.dispose();
    await signInWith(page, leader.email, leader.password);
    await page.goto('/executive');
    await expect(page.getByTestId('exec-allocated')).toBeVisible({ timeout: 15_000 });

    await page.context().clearCookies();
    await signInAs(page, 'viewer');
    await page.goto('/bil/dashboard');
    await expect(page.getByRole('link', { name: 'Executive Overview' })).toHaveCount(0);
    await page.goto('/executive');
    await expect(page).toHaveURL(/\/bil\/dashboard$/, { timeout: 15_000 });
  });
});
