import { expect, signInAs, test } from './support/sign-in';

// Sign-in, the shell and a settings screen on a busy shared machine.
test.describe.configure({ timeout: 60_000 });

test('the bell shows the unread count, opens the list, and Mark all read clears it', async ({ page }) => {
  // The demo PM's bell holds their overdue projects, raised when the demo data was loaded; other specs may
  // have put newer notices (a change to one of their projects) above them, so any kind may come first.
  await signInAs(page, 'pm');
  await page.goto('/bil/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const count = page.getByTestId('notification-count');
  await expect(count).toHaveText(/^(\d+|99\+)$/);

  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText(
    /Overdue for (award|sub-award)|AIG|changed|Import finished|Your share/,
  );

  await list.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Unread:/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

test('Settings has a Notifications section where a kind is set and a calendar link is made and revoked', async ({
  page,
}) => {
  await signInAs(page, 'viewer');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByText('Weekly digest', { exact: true })).toBeVisible();
  await section.getByRole('combobox', { name: 'Share opened' }).click();
  await page.getByRole('option', { name: 'Off' }).click();
  await expect(page.getByText('Share opened: Off')).toBeVisible();

  await section.getByRole('button', { name: 'Create calendar link' }).click();
  const link = section.getByRole('textbox', { name: 'Calendar link' });
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const url = await link.inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await section.getByRole('button', { name: 'Revoke link' }).click();
  await expect(section.getByTestId('calendar-feed-status')).toHaveText('You have no calendar link.');
  expect((await page.request.get(url)).status()).toBe(404);
});
