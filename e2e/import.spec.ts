import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, openAdminApi, signInAs, test } from './support/sign-in';

// Spreadsheet import (issue 15). Run on its own port: E2E_PORT=3205.
const SHOTS = process.env.IMPORT_SHOTS_DIR ?? '/work/shots/import';
mkdirSync(SHOTS, { recursive: true });

type Airport = { airportCode: string; tdotPm: string | null };

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Projects');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a PM imports a workbook: reads the dry run, applies the valid rows, sees the projects, undoes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'pm');
  const me = ((await (await page.request.get('/api/me')).json()) as { user: { tdotPm: string | null } }).user;
  const admin = await openAdminApi();
  const catalog = (await (await admin.get('/api/airports')).json()) as { airports: Airport[] };
  await admin.dispose();
  const own = catalog.airports.find((airport) => airport.tdotPm === me.tdotPm);
  const other = catalog.airports.find((airport) => airport.tdotPm && airport.tdotPm !== me.tdotPm);
  if (!own || !other) throw new Error('the demo data has no airport of the PM or of another PM');

  const stamp = Date.now().toString(36).toUpperCase();
  const titles = [`Imported apron ${stamp}`, `Imported beacon ${stamp}`];
  const file = await workbook([
    ['Airport Code', 'Project Title', 'UPIN', 'Application Date', 'BIL AIG Amount'],
    [own.airportCode, titles[0] ?? '', `E2E-${stamp}-1`, '3/31/2025', '$12,500.00'],
    [own.airportCode, titles[1] ?? '', `E2E-${stamp}-2`, 45_748, 9_000],
    [own.airportCode, `Refused ${stamp}`, `E2E-${stamp}-3`, 'someday', 1],
    [other.airportCode, `Not mine ${stamp}`, `E2E-${stamp}-4`, null, null],
  ]);

  await page.goto('/bil/dashboard');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { name: 'Import', exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'tracking.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });

  const report = page.getByRole('table', { name: 'Dry run report' });
  await expect(report).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('2 to create')).toBeVisible();
  await expect(page.getByText('2 refused')).toBeVisible();
  await expect(report.getByText('application_date: Application date must be a date')).toBeVisible();
  await expect(
    report.getByText('airport_code: TDOT PMs can only create projects assigned to themselves'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply 2 changes' })).toBeDisabled();
  await shoot(page, 'dry-run-pm-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'dry-run-pm-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByLabel('Import the valid rows and skip the refused ones').check();
  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByText('Import applied')).toBeVisible({ timeout: 20_000 });
  const history = page.getByRole('table', { name: 'Import history' });
  await expect(history.getByRole('row', { name: /tracking\.xlsx/ })).toBeVisible();
  await shoot(page, 'applied-pm-1440');

  await page.goto('/bil/projects');
  const search = page.getByLabel('Search projects');
  await search.fill(stamp);
  for (const title of titles) await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Not mine ${stamp}`)).toHaveCount(0);

  await page.goto('/import');
  const undo = history.getByRole('row', { name: /tracking\.xlsx/ }).getByRole('button', { name: 'Undo' });
  // Issue 35: Undo asks first; Cancel changes nothing.
  await undo.click();
  const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(confirm).toContainText('deletes the 2 records it created');
  await shoot(page, 'undo-confirm-pm-1440');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(undo).toBeVisible();
  const kept = await page.request.get(`/api/projects?search=${encodeURIComponent(stamp)}`);
  expect(((await kept.json()) as { data: unknown[] }).data).toHaveLength(2);
  await undo.click();
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await expect(history.getByRole('row', { name: /tracking\.xlsx/ }).getByText('Undone')).toBeVisible();
  await shoot(page, 'undone-pm-1440');
  const left = await page.request.get(`/api/projects?search=${encodeURIComponent(stamp)}`);
  expect(((await left.json()) as { data: unknown[] }).data).toHaveLength(0);
});
