import {
  signInWith,
  createAccount,
  expect,
  openAdminApi,
  signInAs,
  signInByApi,
  signInThroughForm,
  test,
  uniqueEmail,
  acceptCookies,
  allowFailedRequests,
} from './support/sign-in';

// Several sign-ins and screens per test on a busy shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('admin screens', () => {
  test('user management: search, create, confirm, edit flags, disable and enable', async ({
    page,
    browser,
    baseURL,
    pageProblems,
  }) => {
    allowFailedRequests(pageProblems, 403);
    await signInAs(page, 'admin');
    await page.goto('/admin/user-management');
    await expect(page.getByTestId('user-row')).not.toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search accounts' }).fill('viewer@demo.test');
    await expect(page.getByTestId('user-row')).toHaveCount(1);

    // Create an account with a password: it shows at once.
    const email = uniqueEmail('created');
    await page.getByRole('button', { name: 'Create or invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create or invite an account' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Assigned PM name').fill('Jordan Ellis');
    await dialog.getByLabel('Password (optional)').fill('created-Password-1');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Account created for ${email}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Search accounts' }).fill(email);
    const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
    // The search answers after a pause: act once the list is that one account, not on a row about to move.
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(row).toContainText('Jordan Ellis');
    await expect(row).toContainText('Confirmed');

    // Edit: PM role, one flag off.
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${email}` });
    await edit.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Project Manager' }).click();
    await expect(edit.getByRole('checkbox', { name: /BIL analytics and visualization/ })).toBeChecked();
    await edit.getByRole('checkbox', { name: /BIL analytics and visualization/ }).uncheck();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Saved ${email}`)).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('Project Manager');

    // Disable: the person can no longer sign in; enable again.
    await row.getByRole('button', { name: `More actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Disable account' }).click();
    await page
      .getByRole('dialog', { name: 'Disable this account?' })
      .getByRole('button', { name: 'Disable account' })
      .click();
    await expect(row).toContainText('Disabled');
    const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.1.2.3' } });
    await acceptCookies(other, baseURL ?? '');
    const otherPage = await other.newPage();
    await otherPage.goto('/auth');
    await signInThroughForm(otherPage, email, 'created-Password-1');
    await expect(otherPage.getByTestId('auth-error')).toHaveText(
      'This account has been disabled. Contact an administrator.',
    );
    await row.getByRole('button', { name: `More actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Enable account' }).click();
    await expect(row).toContainText('Active');
    await signInThroughForm(otherPage, email, 'created-Password-1');
    await expect(otherPage).toHaveURL('/bil/dashboard');
    await other.close();
  });

  test('user management confirms an unconfirmed e-mail', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'unconfirmed-Password-1' },
    });
    expect(signUp.ok()).toBe(true);
    await signInAs(page, 'admin');
    await page.goto('/admin/user-management');
    await page.getByRole('textbox', { name: 'Search accounts' }).fill(email);
    const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
    // The search answers after a pause: act once the list is that one account, not on a row about to move.
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(row).toContainText('Not confirmed');
    await row.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(row).toContainText('Confirmed');
    await expect(row).not.toContainText('Not confirmed');
  });

  test('role management edits the defaults a role starts with', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/role-management');
    const box = page.getByRole('checkbox', { name: 'Viewer: Planning' });
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole('button', { name: 'Save role defaults' }).click();
    await expect(page.getByText('Role defaults saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Viewer: Planning' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Administrator: Planning' })).toBeDisabled();
    // Put it back for the other tests.
    await page.getByRole('checkbox', { name: 'Viewer: Planning' }).uncheck();
    await page.getByRole('button', { name: 'Save role defaults' }).click();
    await expect(page.getByText('Role defaults saved')).toBeVisible();
  });

  test('changing a role in the table asks first, says what resets, and asks for the PM name', async ({
    page,
  }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'rolechange', role: 'viewer' });
    await signInAs(page, 'admin');
    await page.goto('/admin/user-management');
    await page.getByRole('textbox', { name: 'Search accounts' }).fill(account.email);
    const row = page.locator(`[data-testid="user-row"][data-email="${account.email}"]`);
    // The search answers after a pause: act once the list is that one account, not on a row about to move.
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    const role = row.getByRole('combobox', { name: `Role of ${account.email}` });
    await role.click();
    await page.getByRole('option', { name: 'Project Manager' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await expect(dialog).toContainText(
      'Every permission of this account is reset to the Project Manager defaults',
    );
    await expect(dialog.getByTestId('role-change-flags')).toContainText('Gains');
    const confirm = dialog.getByRole('button', { name: 'Change role and reset permissions' });
    await expect(confirm).toBeDisabled();
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(role).toHaveValue('Viewer');

    await role.click();
    await page.getByRole('option', { name: 'Project Manager' }).click();
    await dialog.getByLabel('Assigned PM name').fill('Robin Avery');
    await confirm.click();
    await expect(page.getByText(`${account.email} is now Project Manager`)).toBeVisible();
    await expect(role).toHaveValue('Project Manager');
    await expect(row).toContainText('Robin Avery');
    await admin.dispose();
  });

  test('permissions matrix: one box changes one flag of one account', async ({ page }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'matrix', role: 'viewer' });
    await signInAs(page, 'admin');
    await page.goto('/admin/permissions');
    await page.getByRole('textbox', { name: 'Search accounts' }).fill(account.email);
    const box = page.getByRole('checkbox', { name: `Planning for ${account.email}` });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByText(`Planning granted to ${account.email}`)).toBeVisible();
    const users = await admin.get('/api/admin/users', { params: { search: account.email } });
    const body = (await users.json()) as { data: { flags: Record<string, boolean> }[] };
    expect(body.data[0]?.flags.can_access_planning).toBe(true);
    await admin.dispose();
    await page.getByRole('textbox', { name: 'Search accounts' }).fill('admin@demo.test');
    await expect(page.getByRole('checkbox', { name: 'Planning for admin@demo.test' })).toBeDisabled();
  });

  test('audit logs filter by action and show the changes in words', async ({ page }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'audited', role: 'viewer' });
    await admin.patch(`/api/admin/users/${account.userId}`, { data: { tdotPm: 'Audit Trail' } });
    await admin.dispose();
    await signInAs(page, 'admin');
    await page.goto('/admin/audit-logs');
    await page.getByRole('combobox', { name: 'Action' }).fill('update_user');
    await expect(page.getByTestId('audit-row').first()).toContainText('Changed user');
    await expect(page.getByTestId('audit-row').filter({ hasText: 'Created user' })).toHaveCount(0);
    await page.getByTestId('audit-row').first().getByRole('button', { name: 'Show the changes' }).click();
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText('TDOT PM: empty -> Audit Trail');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('audit-row').filter({ hasText: 'Created user' }).first()).toBeVisible();
  });

  test('the mail outbox lists sent mail and opens it', async ({ page }) => {
    const admin = await openAdminApi();
    const email = uniqueEmail('invited');
    await admin.post('/api/admin/users', { data: { email, role: 'viewer' } });
    await admin.dispose();
    await signInAs(page, 'admin');
    await page.goto('/admin/outbox');
    const row = page.locator(`[data-testid="outbox-row"][data-to="${email}"]`);
    await expect(row).toContainText('You have been invited to Airport Management');
    await row.getByRole('button', { name: /^Open/ }).click();
    await expect(page.getByTestId('mail-body').getByRole('link')).toHaveAttribute(
      'href',
      /\/api\/auth\/reset-password\//,
    );
  });

  test('settings: display name, password change, other sessions, version', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, {
      prefix: 'settings',
      role: 'pm',
      displayName: 'Before Name',
    });
    await admin.dispose();
    // A second session of the same person, to be signed out by the password change.
    const other = await browser.newContext({ baseURL });
    await signInByApi(other.request, account.email, account.password);

    await signInWith(page, account.email, account.password);
    await page.goto('/settings');
    await expect(page.getByTestId('settings-version')).toHaveText('Version 1.0.0');
    await page.getByLabel('Display name').fill('After Name');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Display name saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for After Name' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill('changed-Password-2');
    await form.getByLabel('Confirm new password').fill('changed-Password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
    expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
    // This session goes on.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await signInByApi(other.request, account.email, 'changed-Password-2');
    await page.getByRole('button', { name: 'Sign out of other sessions' }).click();
    await expect(page.getByText('Signed out of all other sessions')).toBeVisible();
    expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
    await other.close();
  });
});
