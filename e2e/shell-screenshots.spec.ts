import type { Page } from '@playwright/test';
import { signInAs, test } from './support/sign-in';

// Review aid, not a check: SCREENSHOT_DIR=/some/dir npx playwright test shell-screenshots
// writes images of the sign-in screen, the shell, its dialogs and the admin screens. Skipped otherwise.
const screenshotDir = process.env.SCREENSHOT_DIR;
const shot = (name: string) => `${screenshotDir ?? ''}/${name}.png`;
// Mantine's slide and fade transitions (about 200 ms) finish before the picture is taken.
const settle = (page: Page) => page.waitForTimeout(400);

test.describe('shell screenshots', () => {
  test.skip(!screenshotDir, 'set SCREENSHOT_DIR to take screenshots');
  test.use({ reducedMotion: 'reduce' });
  test.describe.configure({ timeout: 120_000 });

  test('auth screen at 1440 and 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'I Understand' }).waitFor();
    await page.screenshot({ path: shot('auth-desktop-1440'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot('auth-phone-390'), fullPage: true });
    await page.goto('/auth?mode=register');
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await page.screenshot({ path: shot('auth-register-phone-390'), fullPage: true });
  });

  test('terms modal and welcome dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'pm', { showTerms: true, showWelcome: true });
    await page.goto('/bil/dashboard');
    await page.getByRole('button', { name: 'Acknowledge & Continue' }).waitFor();
    await settle(page);
    await page.screenshot({ path: shot('terms-modal-1440') });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Acknowledge & Continue' }).click();
    await page.getByRole('button', { name: 'Get Started' }).last().waitFor();
    await settle(page);
    await page.screenshot({ path: shot('welcome-dialog-1440') });
  });

  test('shell at 1440 and 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.screenshot({ path: shot('shell-admin-1440') });
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.screenshot({ path: shot('shell-admin-collapsed-1440') });
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: /Click for more info/ }).click();
    await page.screenshot({ path: shot('shell-beta-expanded-1440') });
    await page.getByRole('button', { name: 'Collapse the beta bar' }).click();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.screenshot({ path: shot('shell-user-menu-1440') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await page.screenshot({ path: shot('shell-admin-390') });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await page.screenshot({ path: shot('shell-drawer-390') });
  });

  test('admin screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    // Something to show in the audit log and the outbox: an invited account.
    const invited = `invited-${Date.now()}@example.test`;
    await page.request.post('/api/admin/users', {
      data: { email: invited, role: 'pm', tdotPm: 'Jordan Ellis' },
    });
    for (const name of ['user-management', 'role-management', 'permissions', 'audit-logs', 'outbox']) {
      await page.goto(`/admin/${name}`);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: shot(`admin-${name}-1440`), fullPage: true });
    }
    await page.goto('/admin/audit-logs');
    await page.getByRole('button', { name: 'Show the changes' }).first().click();
    await page.getByRole('table', { name: 'Before and after' }).waitFor();
    await page.screenshot({ path: shot('admin-audit-logs-expanded-1440'), fullPage: true });
    await page.goto('/admin/outbox');
    await page.getByRole('button', { name: /^Open/ }).first().click();
    await page.getByTestId('mail-body').waitFor();
    await settle(page);
    await page.screenshot({ path: shot('admin-outbox-mail-1440') });
    await page.goto('/admin/user-management');
    await page.getByRole('button', { name: `Edit ${invited}` }).click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await page.screenshot({ path: shot('admin-edit-user-1440') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await page.screenshot({ path: shot('admin-user-management-390'), fullPage: true });
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.screenshot({ path: shot('settings-1440'), fullPage: true });
  });
});
