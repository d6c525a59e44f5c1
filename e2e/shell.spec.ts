import {
  signInWith,
  COOKIE_CONSENT_COOKIE,
  createAccount,
  DEMO_USERS,
  expect,
  openAdminApi,
  signInAs,
  termsStorageKey,
  test,
  TERMS_VERSION,
  welcomeStorageKey,
} from './support/sign-in';

// Several sign-ins and screens per test on a busy shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('Authorized Access modal', () => {
  test('the checkbox gates Acknowledge & Continue; accepting stores the agreement and closes it', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'pm', { showTerms: true });
    await page.goto('/bil/dashboard');
    const modal = page.getByRole('dialog', { name: 'Authorized Access' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(`terms version ${TERMS_VERSION}`);
    const accept = modal.getByRole('button', { name: 'Acknowledge & Continue' });
    await expect(accept).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await modal.getByRole('checkbox').check();
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(modal).toBeHidden();

    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      termsStorageKey(DEMO_USERS.pm),
    );
    expect(stored).not.toBeNull();
    const cookie = (await context.cookies()).find((item) => item.name === `bil_terms_${TERMS_VERSION}`);
    expect(cookie?.sameSite).toBe('Strict');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe(DEMO_USERS.pm);
    // More than 364 days ahead.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test('Decline & Return signs out and replaces history with /', async ({ page }) => {
    await signInAs(page, 'viewer', { showTerms: true });
    await page.goto('/bil/dashboard');
    await page.getByRole('button', { name: 'Decline & Return' }).click();
    await expect(page).toHaveURL('/');
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    await page.goto('/bil/dashboard');
    await expect(page).toHaveURL('/auth');
  });
});

test.describe('welcome dialog', () => {
  test('shows after the terms with a greeting; minimise, reopen and Get Started are remembered', async ({
    page,
  }) => {
    const me = await signInAs(page, 'pm', { showTerms: true, showWelcome: true });
    await page.goto('/bil/dashboard');
    const welcome = page.getByRole('dialog', { name: /Welcome to Airport Management/ });
    await expect(welcome).toBeHidden();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Acknowledge & Continue' }).click();
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('Hello, Marcus Reed!');
    await expect(welcome).toContainText('beta phase');
    for (const feature of [
      'BIL module',
      'Grant analytics',
      'Project management',
      'Role-based access',
      'Your feedback',
    ]) {
      await expect(welcome).toContainText(feature);
    }

    await welcome.getByRole('button', { name: 'Minimise' }).click();
    await expect(welcome).toBeHidden();
    const minimised = page.getByRole('region', { name: 'Welcome dialog (minimised)' });
    await expect(minimised).toBeVisible();
    await page.reload();
    await expect(minimised).toBeVisible();
    await minimised.getByRole('button', { name: 'Open' }).click();
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    await expect(welcome).toBeHidden();
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), welcomeStorageKey(me.user.id)),
    ).toBe('hidden');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(welcome).toBeHidden();
    await expect(minimised).toBeHidden();

    // Settings brings it back.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Reset the welcome dialog' }).click();
    await expect(welcome).toBeVisible();
  });

  test('the beta bar starts collapsed and its Get Started opens the welcome dialog', async ({ page }) => {
    await signInAs(page, 'viewer');
    await page.goto('/bil/dashboard');
    const strip = page.getByRole('button', { name: /Click for more info/ });
    await expect(strip).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeHidden();
    await strip.click();
    await expect(strip).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('This application is in a beta phase.')).toBeVisible();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog', { name: /Welcome to Airport Management/ })).toContainText(
      'Hello, Demo Viewer!',
    );
  });
});

test.describe('cookie notice', () => {
  test('appears without consent, minimises, and I Understand sets a strict 365-day cookie', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'viewer', { showCookieNotice: true });
    await page.goto('/bil/dashboard');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(notice.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await notice.getByRole('button', { name: 'Minimise the cookie notice' }).click();
    await expect(notice).toBeHidden();
    await page.getByRole('button', { name: 'Show the cookie notice' }).click();
    await notice.getByRole('button', { name: 'I Understand' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((item) => item.name === COOKIE_CONSENT_COOKIE);
    expect(cookie?.sameSite).toBe('Strict');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.waitForTimeout(800);
    await expect(notice).toBeHidden();
  });
});

test.describe('header, sidebar and sign-out', () => {
  test('header: BIL title, logo to the dashboard, user menu with Settings and Log out', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/audit-logs');
    await expect(page.getByTestId('header-title')).toHaveText('Audit Logs');
    await page.goto('/bil/analytics');
    await expect(page.getByTestId('header-title')).toHaveText(
      /Bipartisan Infrastructure Law\s*Track and manage BIL projects/,
    );
    await expect(page.getByRole('link', { name: 'Airport Management dashboard' })).toHaveAttribute(
      'href',
      '/bil/dashboard',
    );
    await expect(page).toHaveTitle('Airport Management - Bil');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByTestId('user-menu-identity')).toContainText('admin@demo.test');
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByTestId('settings-version')).toHaveText('Version 1.0.0');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/auth');
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL('/auth');
  });

  test('sidebar: sections fold, the current one reopens, the rail collapses to icons', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const adminToggle = nav.getByRole('button', { name: 'ADMIN' });
    await adminToggle.click();
    await expect(adminToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('[data-nav-path="/admin/permissions"]')).toBeHidden();
    await page.goto('/admin/permissions');
    await expect(adminToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('[data-nav-path="/admin/permissions"]')).toHaveAttribute('aria-current', 'page');

    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    expect((await sidebar.boundingBox())?.width).toBe(288);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await expect(sidebar.getByRole('link', { name: 'Permissions' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(288);
  });

  test('below 1024 px the sidebar is a drawer opened from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'pm');
    await page.goto('/bil/dashboard');
    // Once the screen is drawn, the side bar is not there to reach (off screen it would still take the Tab key).
    await expect(page.getByTestId('header-title')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
    await expect(page.locator('nav[aria-label="Sidebar"]')).toHaveCSS('display', 'none');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('[data-nav-path="/bil/projects"]').click();
    await expect(page).toHaveURL('/bil/projects');
    await expect(drawer).toBeHidden();
  });

  test('an item whose flag is missing is disabled with the SPEC tooltip', async ({ page }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'no-info', role: 'pm', tdotPm: 'Marcus Reed' });
    await admin.patch(`/api/admin/users/${account.userId}`, {
      data: { flags: { can_access_bil_info: false, can_access_bil_analytics: false } },
    });
    await admin.dispose();
    await signInWith(page, account.email, account.password);
    await page.goto('/bil/dashboard');
    const info = page.locator('[data-disabled-item][data-nav-path="/bil/info"]');
    await expect(info).toHaveAttribute('aria-disabled', 'true');
    await info.hover();
    await expect(
      page.getByRole('tooltip').filter({ hasText: "You don't have access to the BIL Info section" }),
    ).toBeVisible();
    await page.locator('[data-disabled-item][data-nav-path="/bil/visualization"]').hover();
    await expect(
      page.getByRole('tooltip').filter({ hasText: "You don't have access to the Visualization section" }),
    ).toBeVisible();
    await page.goto('/bil/info');
    await expect(page).toHaveURL('/bil/dashboard');
  });
});
