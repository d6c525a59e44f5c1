import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './support/sign-in';

// Up to 5,000 projects the browser takes over the table once it holds them all
// (use-local-project-table.ts). Answering that one read with 'more than a page' keeps the table on the
// server, as at 100,000 projects.
const EVERY_PROJECT_READ = /\/api\/projects\?page=1&limit=5000$/;
async function keepTableOnServer(page: Page): Promise<void> {
  await page.route(EVERY_PROJECT_READ, (route) =>
    route.fulfill({ json: { data: [], total: 5001, page: 1, limit: 5000, totalPages: 2 } }),
  );
}

// Issue 18: on /bil/projects each filter asks the server for its values when opened, and again as the
// person types in it; a pick filters the table on the server.
test('a filter loads its values when opened, typing narrows them, and a pick filters the table', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await keepTableOnServer(page);
  const filteredOnServer = page.waitForRequest(/\/api\/projects\/table\?airport=BNA$/);
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
  await filteredOnServer;
  const shown = page.locator('[data-project-id]');
  await expect(shown.first()).toBeVisible();
  for (const row of await shown.all()) await expect(row).toContainText('BNA');
});

test('with every project in the browser, a keystroke filters the table without asking the server', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const everyProject = page.waitForResponse(EVERY_PROJECT_READ);
  await page.goto('/bil/projects');
  await everyProject;
  const count = page.getByTestId('project-count');
  await expect(count).toHaveText(/^Showing [\d,]+ of [\d,]+ projects$/);

  const tableReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/projects/table')) tableReads.push(request.url());
  });
  await page.getByRole('textbox', { name: 'Search projects' }).fill('runway');
  // The count the browser works out is the server's for the same search.
  const server = await page.request.get('/api/projects/table?search=runway');
  const { matching, total } = (await server.json()) as { matching: number; total: number };
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(total);
  await expect(count).toHaveText(
    `Showing ${matching.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} projects`,
  );
  await expect(page.locator('[data-project-id]').first()).toBeVisible();
  expect(tableReads).toEqual([]);
});

test('a filter with more values than a page says how many more, and typing finds them on the server', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await keepTableOnServer(page);
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
