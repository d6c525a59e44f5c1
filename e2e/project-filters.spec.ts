import { expect, signInAs, test } from './support/sign-in';

// Issue 18: on /bil/projects each filter asks the server for its values when opened, and again as the
// person types in it; a pick filters the table on the server.
test('a filter loads its values when opened, typing narrows them, and a pick filters the table', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/bil/projects');
  const count = page.getByTestId('project-count');
  await expect(count).toHaveText(/^Showing [\d,]+ of [\d,]+ projects$/);
  const everything = await count.textContent();

  const airport = page.getByRole('combobox', { name: 'Airport', exact: true });
  await airport.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'All', exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'MEM', exact: true })).toBeVisible();
  await airport.fill('bn');
  await expect(listbox.getByRole('option', { name: 'BNA', exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'MEM', exact: true })).toHaveCount(0);
  await listbox.getByRole('option', { name: 'BNA', exact: true }).click();
  await page.keyboard.press('Escape');

  await expect(count).not.toHaveText(everything ?? '');
  const shown = page.locator('[data-project-id]');
  await expect(shown.first()).toBeVisible();
  for (const row of await shown.all()) await expect(row).toContainText('BNA');
});

test('a filter with more values than a page says how many more, and typing finds them on the server', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/bil/projects');
  await expect(page.getByTestId('project-count')).toHaveText(/^Showing /);
  await page.getByRole('button', { name: /More filters/ }).click();
  const upin = page.getByRole('combobox', { name: 'UPIN', exact: true });
  await upin.click();
  const listbox = page.getByRole('listbox');
  // The demo's UPINs run from 120000 to 139999: the first page of 200 stops well before 139000.
  await expect(listbox.getByRole('option', { name: /^[\d,]+ more: type to narrow$/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /^139\d{3}$/ })).toHaveCount(0);
  await upin.pressSequentially('139');
  const found = listbox.getByRole('option', { name: /^139\d{3}$/ }).first();
  await expect(found).toBeVisible();
  const value = (await found.textContent()) ?? '';
  await found.click();
  await page.keyboard.press('Escape');
  const rows = page.locator('[data-project-id]');
  await expect(rows.first()).toContainText(value);
  await expect(page.getByTestId('project-count')).toHaveText(/^Showing [1-9] of /);
});
