import {
  allowFailedRequests,
  signInWith,
  acceptCookies,
  createAccount,
  expect,
  openAdminApi,
  readNavigationPaths,
  signInAs,
  test,
} from './support/sign-in';

// Several sign-ins and screens per test on a busy shared machine.
test.describe.configure({ timeout: 60_000 });

/** SPEC §6 navigation by role, with each demo account's default flags (SPEC §2 order). */
const STAFF_PATHS = [
  '/airports',
  '/pm/management',
  '/bil/dashboard',
  '/bil/projects',
  '/bil/info',
  '/bil/analytics',
  '/bil/visualization',
  '/dbe/awards-commitments',
  '/dbe/annual-reporting',
  '/dbe/analytics',
  '/grants',
  '/shared-content',
];
const EXPECTED_NAVIGATION = {
  // Administrators hold every flag, so they also see the planning, delivery, executive and flight-services areas.
  admin: [
    ...STAFF_PATHS.slice(0, -1),
    '/planning',
    '/delivery',
    '/executive',
    '/flight-services',
    '/shared-content',
    '/import',
    '/admin/user-management',
    '/admin/role-management',
    '/admin/permissions',
    '/admin/public-page-configurator',
    '/settings',
    '/admin/audit-logs',
  ],
  pm: [...STAFF_PATHS, '/import'],
  // The viewer's default flags leave out the DBE pages (hidden: they have no tooltip).
  viewer: ['/airports', '/pm/management', '/bil/dashboard', '/grants'],
};
const EXPECTED_SECTIONS = {
  admin: [
    'Airports',
    'BIL',
    'DBE',
    'GC&I',
    'PLANNING AND DELIVERY',
    'OPERATIONS',
    'PUBLIC PAGES',
    'DATA',
    'ADMIN',
    'SYSTEM',
  ],
  pm: ['Airports', 'BIL', 'DBE', 'GC&I', 'PUBLIC PAGES', 'DATA'],
  viewer: ['Airports', 'BIL', 'GC&I'],
};
const BADGES = { admin: 'Administrator', pm: 'Project Manager', viewer: 'Viewer' };
const NAMES = { admin: 'Demo Administrator', pm: 'Marcus Reed', viewer: 'Demo Viewer' };

test.describe('navigation and guards by role', () => {
  for (const role of ['admin', 'pm', 'viewer'] as const) {
    test(`${role} sees exactly the SPEC navigation, name and role badge`, async ({ page }) => {
      await signInAs(page, role);
      await page.goto('/bil/dashboard');
      expect(await readNavigationPaths(page)).toEqual(EXPECTED_NAVIGATION[role]);
      const sections = page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-expanded]');
      await expect(sections).toHaveText(EXPECTED_SECTIONS[role]);
      await page.getByRole('button', { name: /^Account menu for / }).click();
      const identity = page.getByTestId('user-menu-identity');
      await expect(identity).toContainText(NAMES[role]);
      await expect(identity.getByTestId('role-badge')).toHaveText(BADGES[role]);
    });
  }

  test('a viewer on /admin/user-management sees Admin Access Required', async ({ page }) => {
    await signInAs(page, 'viewer');
    await page.goto('/admin/user-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible();
    await expect(page).toHaveURL('/admin/user-management');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/user-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible();
  });

  test('signed out, /admin pages lead to /auth', async ({ page }) => {
    await page.goto('/admin/audit-logs');
    await expect(page).toHaveURL('/auth');
  });

  test('the guard sends a viewer without the flag to the fallback route', async ({ page }) => {
    await signInAs(page, 'viewer');
    await page.goto('/bil/analytics');
    await expect(page).toHaveURL('/bil/dashboard');
    // Settings is open to everyone for their own name and password; the flag hides the rest.
    await page.goto('/settings');
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('button', { name: 'Sign out of other sessions' })).toHaveCount(0);
    // A viewer may see projects but not create them: the create page falls back to the list.
    await page.goto('/bil/projects/new');
    await expect(page).toHaveURL('/bil/projects');
  });

  test('a viewer without the settings flag changes their own display name and password in Settings', async ({
    page,
  }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'own-settings', role: 'viewer' });
    await admin.patch(`/api/admin/users/${account.userId}`, {
      data: { flags: { can_access_settings: false } },
    });
    await admin.dispose();
    await signInWith(page, account.email, account.password);
    await page.goto('/bil/dashboard');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await page.getByLabel('Display name').fill('Vera Viewer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Display name saved')).toBeVisible();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill('a-New-viewer-Password-7');
    await form.getByLabel('Confirm new password').fill('a-New-viewer-Password-7');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
    // The rest of Settings stays behind the flag.
    await expect(page.getByRole('button', { name: 'Sign out of other sessions' })).toHaveCount(0);
  });

  test('without the dashboard flag the fallback would loop: Access Denied instead', async ({ page }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'no-dashboard', role: 'viewer' });
    const patched = await admin.patch(`/api/admin/users/${account.userId}`, {
      data: { flags: { can_access_bil_dashboard: false } },
    });
    expect(patched.ok()).toBe(true);
    await admin.dispose();
    await signInWith(page, account.email, account.password);
    await page.goto('/bil/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByText('Permission Required')).toBeVisible();
  });

  test('admins pass every guard; /admin opens user management', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/user-management');
    await expect(page.getByRole('tab', { name: 'User Management', selected: true })).toBeVisible();
    for (const path of [
      '/bil/projects/new',
      '/dbe/analytics',
      '/grants',
      '/admin/public-page-configurator',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });

  for (const [from, to] of [
    ['/dashboard', '/bil/dashboard'],
    ['/projects', '/bil/projects'],
    ['/projects/new', '/bil/projects/new'],
    [
      '/projects/7f0c4c52-2f1a-4b8e-9a51-0d1f2e3a4b5c/edit',
      '/bil/projects/7f0c4c52-2f1a-4b8e-9a51-0d1f2e3a4b5c/edit',
    ],
    ['/projects/7f0c4c52-2f1a-4b8e-9a51-0d1f2e3a4b5c', '/bil/projects/7f0c4c52-2f1a-4b8e-9a51-0d1f2e3a4b5c'],
    ['/analytics', '/bil/analytics'],
  ] as const) {
    test(`legacy ${from} redirects to ${to}`, async ({ page, pageProblems }) => {
      // The made-up project id does not exist: the screen behind the redirect may answer 404.
      allowFailedRequests(pageProblems, 404);
      await signInAs(page, 'pm');
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('an admin changes a viewer’s role in user management; the viewer’s next load reflects it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, {
      prefix: 'promote',
      role: 'viewer',
      displayName: 'Promoted Person',
    });
    await admin.dispose();

    // The person, signed in with their own browser.
    const personContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '10.9.8.7' },
    });
    await acceptCookies(personContext, baseURL ?? '');
    const person = await personContext.newPage();
    await signInWith(person, account.email, account.password);
    await person.goto('/bil/dashboard');
    // A new viewer has the role's default flags: the demo viewer's menu without GC&I (issue 35 gave it to the demo viewer).
    expect(await readNavigationPaths(person)).toEqual(
      EXPECTED_NAVIGATION.viewer.filter((path) => path !== '/grants'),
    );

    // The administrator changes the role in the user-management screen.
    await signInAs(page, 'admin');
    await page.goto('/admin/user-management');
    await page.getByRole('textbox', { name: 'Search accounts' }).fill(account.email);
    const row = page.locator(`[data-testid="user-row"][data-email="${account.email}"]`);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await row.getByRole('combobox', { name: `Role of ${account.email}` }).click();
    await page.getByRole('option', { name: 'Project Manager' }).click();
    // The change asks first, with the PM name a project manager needs.
    const confirm = page.getByRole('dialog', { name: 'Change role' });
    await confirm.getByLabel('Assigned PM name').fill('Promoted Person');
    await confirm.getByRole('button', { name: 'Change role and reset permissions' }).click();
    await expect(page.getByText(`${account.email} is now Project Manager`)).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Role of ${account.email}` })).toHaveValue(
      'Project Manager',
    );

    await person.reload();
    expect(await readNavigationPaths(person)).toEqual(EXPECTED_NAVIGATION.pm);
    await person.getByRole('button', { name: /^Account menu for / }).click();
    await expect(person.getByTestId('user-menu-identity').getByTestId('role-badge')).toHaveText(
      'Project Manager',
    );
    await personContext.close();
  });
});
