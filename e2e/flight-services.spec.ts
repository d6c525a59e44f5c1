import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, expect, openAdminApi, signInAs, signInWith, test } from './support/sign-in';

// Flight services (issue 14). Run on its own port: E2E_PORT=3261.
const SHOTS = process.env.FLIGHT_SHOTS_DIR ?? '/tmp/shots-exec-flight';
mkdirSync(SHOTS, { recursive: true });

/** An account of the role with the flight-services flag (PMs and viewers start without it). */
async function accountWithFlag(role: 'pm' | 'viewer') {
  const admin = await openAdminApi();
  const account = await createAccount(admin, {
    prefix: `flight-${role}`,
    role,
    tdotPm: role === 'pm' ? 'E2E PM' : undefined,
  });
  const response = await admin.patch(`/api/admin/users/${account.userId}`, {
    data: { flags: { can_access_flight_services: true } },
  });
  expect(response.status(), await response.text()).toBe(200);
  await admin.dispose();
  return account;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('/flight-services', () => {
  test('an administrator manages the fleet and the schedule and reads the charge-back', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard');
    await page.getByRole('link', { name: 'Flight Services' }).click();
    await expect(page).toHaveURL(/\/flight-services$/);
    await expect(page.getByRole('heading', { name: 'Flight Services' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('trip-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a trip' })).toBeVisible();
    await shoot(page, 'schedule-admin-1440');

    // Approve the first requested upcoming trip.
    await page.getByPlaceholder('All statuses').click();
    await page.getByRole('option', { name: 'Requested' }).click();
    const requested = page.getByTestId('trip-row').first();
    await requested.getByRole('button', { name: 'Trip actions' }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await expect(page.getByText('Trip approved')).toBeVisible();

    await page.getByRole('tab', { name: 'Aircraft' }).click();
    await expect(page.getByTestId('aircraft-card')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Add aircraft' })).toBeVisible();
    await shoot(page, 'aircraft-admin-1440');

    await page.getByRole('tab', { name: 'Charge-back' }).click();
    await expect(page.getByTestId('report-flights')).not.toHaveText('0', { timeout: 15_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^charge-back-\d{4}-\d{2}-to-\d{4}-\d{2}\.xlsx$/);
    await shoot(page, 'charge-back-admin-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await shoot(page, 'schedule-admin-390');
    await page.getByRole('tab', { name: 'Aircraft' }).click();
    await shoot(page, 'aircraft-admin-390');
  });

  test('a PM with the flag reads the schedule and requests a trip, but does not manage', async ({ page }) => {
    const pm = await accountWithFlag('pm');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWith(page, pm.email, pm.password);
    await page.goto('/flight-services');
    await expect(page.getByTestId('trip-row').first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Request a trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a trip' });
    await dialog.getByLabel('Agency').fill('Department of Tourism');
    await dialog.getByLabel('Requested by').fill('E2E Person');
    await dialog.getByLabel('Departure date').fill('2099-03-02');
    await dialog.getByLabel('Return date').fill('2099-03-01');
    await dialog.getByLabel('Destination').fill('TYS');
    await dialog.getByLabel('Purpose').fill('Tourism summit');
    await dialog.getByRole('button', { name: 'Request trip' }).click();
    await expect(dialog.getByText('The return must be after the departure')).toBeVisible();
    await dialog.getByLabel('Return date').fill('2099-03-02');
    await dialog.getByRole('button', { name: 'Request trip' }).click();
    await expect(page.getByText('Trip requested')).toBeVisible();
    const row = page.getByTestId('trip-row').filter({ hasText: 'Department of Tourism' });
    await expect(row).toContainText('Requested');
    await expect(row).toContainText('TYS (');
    await shoot(page, 'schedule-pm-1440');

    await page.getByRole('tab', { name: 'Aircraft' }).click();
    await expect(page.getByTestId('aircraft-card')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Add aircraft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('a viewer with the flag reads; a viewer without it has no entry and is sent to the dashboard', async ({
    page,
  }) => {
    const viewer = await accountWithFlag('viewer');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWith(page, viewer.email, viewer.password);
    await page.goto('/flight-services');
    await expect(page.getByTestId('trip-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Request a trip' })).toBeVisible();
    await shoot(page, 'schedule-viewer-390');

    await page.context().clearCookies();
    await signInAs(page, 'viewer');
    await page.goto('/bil/dashboard');
    await expect(page.getByRole('link', { name: 'Flight Services' })).toHaveCount(0);
    await page.goto('/flight-services');
    await expect(page).toHaveURL(/\/bil\/dashboard$/, { timeout: 15_000 });
  });
});
