import { expect, signInAs, test } from './support/sign-in';

// A sharer whose browser is in Chicago: the expiry is picked and shown in one zone, Eastern Time.
test.use({ timezoneId: 'America/Chicago' });

test('an expiry picked in Chicago shows the same date and time in the share list, named Eastern Time', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'admin');
  const origin = new URL(baseURL ?? '').origin;
  const name = `Zone check ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/shares/pm-management', {
    data: { password: null, expires_at: null, name },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/shared-content');
  const row = page.getByTestId('share-row').filter({ hasText: name });
  await row.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Change expiry or password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Link expires').check();
  await expect(dialog.getByTestId('expiry-zone')).toHaveText(
    'Date and time are Eastern Time (America/New_York), as the share list shows them.',
  );
  const nextYear = new Date().getFullYear() + 1;
  await dialog.getByLabel('Expiration date').fill(`12/23/${nextYear}`);
  await dialog.getByRole('heading', { name: /^Share settings/ }).click();
  // 23:59 is the pickers' default time.
  await expect(dialog.getByRole('combobox', { name: 'Hour' })).toHaveValue('23');
  await expect(dialog.getByRole('combobox', { name: 'Minute' })).toHaveValue('59');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Share updated')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Expires (ET)' })).toBeVisible();
  await expect(row).toContainText(`12/23/${nextYear}, 11:59 PM`);
});
