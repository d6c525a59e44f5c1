import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  acceptCookies,
  acknowledgeTerms,
  expect,
  openAdminApi,
  signInAs,
  signInThroughForm,
  test,
  uniqueEmail,
} from './support/sign-in';

// A registration, a confirmation, two browsers and an approval on a busy shared machine.
test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

const SHOTS = '/tmp/shots-registration';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The link in the newest outbox mail to `email` with this subject (read through the admin API). */
async function readMailLink(email: string, subject: string): Promise<string> {
  const admin = await openAdminApi();
  try {
    const response = await admin.get('/api/admin/outbox', { params: { limit: 100 } });
    const outbox = (await response.json()) as { data: { to: string; subject: string; textBody: string }[] };
    const mail = outbox.data.find((item) => item.to === email && item.subject === subject);
    const link = /(https?:\/\/\S+)/.exec(mail?.textBody ?? '')?.[1];
    if (!link) throw new Error(`no "${subject}" mail with a link to ${email}`);
    return link;
  } finally {
    await admin.dispose();
  }
}

test('a visitor registers, waits for approval, an administrator approves, the person is in', async ({
  page,
  browser,
  baseURL,
}) => {
  await acceptCookies(page.context(), baseURL ?? '');
  const email = uniqueEmail('waiting');
  const password = 'waiting-Password-1';

  // The form says what the default mode means before anyone registers.
  await page.goto('/auth?mode=register');
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.getByTestId('registration-notice')).toHaveText(
    'New accounts are reviewed by an administrator before they can be used.',
  );
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('An administrator then reviews your account');

  // Confirm through the mailed link, then sign in: only the waiting page.
  await page.goto(await readMailLink(email, 'Confirm your e-mail address'));
  await expect(page).toHaveURL('/auth?verified=1');
  await acknowledgeTerms(page, email);
  await signInThroughForm(page, email, password);
  const waiting = page.getByTestId('awaiting-approval');
  await expect(waiting.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  await expect(waiting).toContainText(email);
  await expect(waiting).toContainText('Airport Management');
  await expect(waiting.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await shoot(page, 'waiting-page');

  // Any other address of the product shows the same page; the server refuses its data.
  await page.goto('/bil/projects');
  await expect(page.getByTestId('awaiting-approval')).toBeVisible();
  const refused = await page.request.get('/api/projects');
  expect(refused.status()).toBe(403);

  // The administrator sees the person in the Waiting for approval list and approves them.
  const adminContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const adminPage = await adminContext.newPage();
  await acceptCookies(adminContext, baseURL ?? '');
  await signInAs(adminPage, 'admin');
  await adminPage.goto('/admin/user-management');
  // The admin screen is a lazily loaded chunk: allow a busy machine its time.
  await expect(adminPage.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible({
    timeout: 30_000,
  });
  const list = adminPage.getByRole('region', { name: 'Waiting for approval' });
  const row = list.getByTestId('waiting-account').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(list.getByLabel(/\d+ waiting/)).toBeVisible();
  // The accounts list is paged by name, and other tests' accounts may fill its first page: look the person up.
  await adminPage.getByRole('textbox', { name: 'Search accounts' }).fill(email);
  await expect(
    adminPage.getByTestId('user-row').filter({ hasText: email }).getByText('Pending', { exact: true }),
  ).toBeVisible();
  await shoot(adminPage, 'admin-waiting-list');
  await row.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(adminPage.getByText(`${email} is approved and was told by e-mail`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // The person reloads and is in.
  await page.goto('/bil/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'BIL Dashboard' })).toBeVisible();
  await expect(page.getByTestId('awaiting-approval')).toHaveCount(0);
  expect(await readMailLink(email, 'Your Airport Management account is ready')).toContain('/auth');
});

test('an administrator closes registration; the form says so and offers no fields', async ({
  page,
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await acceptCookies(adminContext, baseURL ?? '');
  await signInAs(adminPage, 'admin');
  await adminPage.goto('/admin/registration');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible({
    timeout: 30_000,
  });
  await adminPage.getByRole('radio', { name: 'Closed: invitations only' }).check();
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Registration setting saved')).toBeVisible();

  try {
    await acceptCookies(page.context(), baseURL ?? '');
    await page.goto('/auth?mode=register');
    await expect(page.getByTestId('registration-notice')).toHaveText(
      'Registration is closed. Ask an administrator for an account.',
    );
    await expect(page.getByRole('form', { name: 'Register' })).toHaveCount(0);
  } finally {
    // Back to the default for the other tests on this server.
    await adminPage.getByRole('radio', { name: /administrator approves each account/ }).check();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Registration setting saved').first()).toBeVisible();
    await adminContext.close();
  }
});
