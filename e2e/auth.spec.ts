import {
  acknowledgeTerms,
  acceptCookies,
  allowFailedRequests,
  createAccount,
  DEMO_PASSWORD,
  DEMO_USERS,
  expect,
  openAdminApi,
  signInAs,
  signInThroughForm,
  test,
  uniqueEmail,
} from './support/sign-in';

// Several sign-ins and screens per test on a busy shared machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
});

/** Marks the terms as acknowledged for an e-mail in this browser, so the shell shows no modal. */
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

test.describe('sign-in screen', () => {
  test('offers sign-in and registration, with the particle background', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('particle-background')).toHaveAttribute('aria-hidden', 'true');
    await page.getByText('Register', { exact: true }).click();
    await expect(page).toHaveURL('/auth?mode=register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  });

  for (const [from, to] of [
    ['/login', '/auth'],
    ['/register', '/auth'],
    ['/forgot-password', '/auth?mode=reset'],
    ['/reset-password', '/auth?mode=reset'],
    ['/reset-password?token=abc123', '/auth?mode=reset&token=abc123'],
  ] as const) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('a wrong password is refused in the server’s words', async ({ page, pageProblems }) => {
    allowFailedRequests(pageProblems, 401);
    await page.goto('/auth');
    await signInThroughForm(page, DEMO_USERS.viewer, 'not-the-right-password');
    await expect(page.getByTestId('auth-error')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/auth');
  });

  test('repeated failures show the rate-limit message as given', async ({ page, pageProblems }) => {
    allowFailedRequests(pageProblems, 401, 429);
    const email = uniqueEmail('nobody');
    await page.goto('/auth');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse('**/api/auth/sign-in/email');
      await signInThroughForm(page, email, `wrong-password-${attempt}`);
      expect((await answered).status()).toBe(401);
    }
    await signInThroughForm(page, email, 'wrong-password-6');
    await expect(page.getByTestId('auth-error')).toHaveText(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
  });

  test('a signed-out visit to /bil/projects goes to /auth and back after sign-in', async ({ page }) => {
    await acknowledgeTerms(page, DEMO_USERS.pm);
    await page.goto('/bil/projects?expand=42');
    await expect(page).toHaveURL('/auth');
    await signInThroughForm(page, DEMO_USERS.pm, DEMO_PASSWORD);
    await expect(page).toHaveURL('/bil/projects?expand=42');
    await expect(page.locator('a[data-nav-path="/bil/projects"][aria-current="page"]')).toBeVisible();
  });

  test('without a remembered origin, sign-in goes to the BIL dashboard', async ({ page }) => {
    await acknowledgeTerms(page, DEMO_USERS.viewer);
    await page.goto('/auth');
    await signInThroughForm(page, DEMO_USERS.viewer, DEMO_PASSWORD);
    await expect(page).toHaveURL('/bil/dashboard');
    // Signed in, /auth itself moves on.
    await page.goto('/auth');
    await expect(page).toHaveURL('/bil/dashboard');
  });

  test('registration: confirmation mail from the admin outbox, link followed, then sign-in works', async ({
    page,
    browser,
    baseURL,
    pageProblems,
  }) => {
    allowFailedRequests(pageProblems, 403);
    const email = uniqueEmail('register');
    const password = 'register-Password-1';
    await page.goto('/auth?mode=register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel(/^Password/).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText(`We have sent a confirmation e-mail to ${email}`);

    // Before the link is opened, sign-in explains why it is refused.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await signInThroughForm(page, email, password);
    const refusal = page.getByRole('alert', { name: 'Email not confirmed' });
    await expect(refusal).toContainText(`We have sent a confirmation link to ${email}`);

    // An administrator reads the mail in the outbox screen.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await acceptCookies(adminContext, baseURL ?? '');
    await signInAs(adminPage, 'admin');
    await adminPage.goto('/admin/outbox');
    const rows = adminPage
      .getByTestId('outbox-row')
      .filter({ hasText: email })
      .filter({ hasText: 'Confirm your e-mail address' });
    await expect(rows.first()).toBeVisible();
    // The sign-up mail is the oldest of them (a refused sign-in sends another).
    await rows.last().getByRole('button', { name: /^Open/ }).click();
    const link = await adminPage.getByTestId('mail-body').getByRole('link').getAttribute('href');
    await adminContext.close();
    expect(link).toContain('/api/auth/verify-email?token=');

    await page.goto(link ?? '');
    await expect(page).toHaveURL('/auth?verified=1');
    await expect(page.getByTestId('auth-notice')).toHaveText(
      'Your e-mail address is confirmed. You can sign in now.',
    );
    await signInThroughForm(page, email, password);
    // Registration waits for an administrator by default: signed in, the person sees only that
    // (registration.spec.ts goes on to the approval).
    await expect(page).toHaveURL('/bil/dashboard');
    await expect(page.getByTestId('awaiting-approval')).toContainText(email);
  });

  test('password reset: request, mailed link, new password, sign-in with it', async ({ page }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'reset', role: 'viewer' });
    await admin.dispose();
    await page.goto('/forgot-password');
    await expect(page).toHaveURL('/auth?mode=reset');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByRole('form', { name: 'Reset password' }).getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.email}`);

    const link = await readMailLink(account.email, 'Reset your password');
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?mode=reset&token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const newPassword = 'brand-New-Password-9';
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByTestId('auth-notice')).toHaveText(
      'Your password has been changed. Sign in with your new password.',
    );
    await acknowledgeTerms(page, account.email);
    await signInThroughForm(page, account.email, newPassword);
    await expect(page).toHaveURL('/bil/dashboard');
  });

  test('an expired or invalid password link says so', async ({ page }) => {
    await page.goto('/auth?mode=reset&error=INVALID_TOKEN');
    await expect(page.getByTestId('auth-notice')).toHaveText(
      'This password link is invalid or has expired. Request a new one below.',
    );
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
});
