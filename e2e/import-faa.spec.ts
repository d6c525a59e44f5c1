import ExcelJS from 'exceljs';
import { expect, openAdminApi, signInAs, test } from './support/sign-in';

// Issue 31: FAA's allocation table as published (a merged title row above a header with a line break in
// a cell) goes through the wizard with no hand editing. Dry runs only: the shared database is unchanged.
async function faaWorkbook(code: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Allocations');
  sheet.addRow(['FY 2025 Airport Infrastructure Grant Allocations']);
  sheet.addRow([]);
  sheet.addRow(['LOCID', 'Airport Name', 'City', 'ST', 'AIG Allocation\nAmount']);
  sheet.addRow([code, 'Catalogue airport', 'Somewhere', 'TN', 1_295_000]);
  sheet.addRow(['ZZ9', 'Left NPIAS Field', 'Faraway', 'TN', 150_000]);
  sheet.addRow(['*TNS', 'Tennessee statewide', '', 'TN', 2_000_000]);
  sheet.mergeCells('A1:E1');
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('the wizard reads an FAA title-row workbook: header row, fiscal year, columns, unknown airports', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await openAdminApi();
  const catalog = (await (await admin.get('/api/airports')).json()) as {
    airports: { airportCode: string }[];
  };
  await admin.dispose();
  const code = catalog.airports[0]?.airportCode;
  if (!code) throw new Error('the demo data has no airport');

  await signInAs(page, 'admin');
  await page.goto('/import');
  await page.getByRole('combobox', { name: 'What to import' }).click();
  await page.getByRole('option', { name: 'AIG allocations' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'FY2025-AIG-allocations.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await faaWorkbook(code),
  });

  const read = page.getByLabel('What the import read');
  await expect(read).toHaveText('Sheet ‘Allocations’: header row 3; fiscal year 2025 (from the title)', {
    timeout: 20_000,
  });
  await expect(page.getByText('AIG Allocation Amount', { exact: true })).toBeVisible();
  await expect(page.getByText('ZZ9 (Left NPIAS Field)')).toBeVisible();
  const report = page.getByRole('table', { name: 'Dry run report' });
  await expect(report.getByText('Statewide row (*TNS): it belongs to no airport')).toBeVisible();
  await expect(page.getByText('1 skipped')).toBeVisible();
  await expect(page.getByText('1 refused')).toBeVisible();

  // The year can be changed; the dry run is asked again with it.
  await page.getByRole('combobox', { name: 'Fiscal year' }).click();
  await page.getByRole('option', { name: 'FY 2024' }).click();
  await expect(read).toHaveText('Sheet ‘Allocations’: header row 3; fiscal year 2024 (as chosen)', {
    timeout: 20_000,
  });

  // Adding the unknown airport from the file's columns: its row is no longer refused.
  await page.getByLabel(/Add them to the catalogue from the file/).check();
  await expect(page.getByText('0 refused')).toBeVisible({ timeout: 20_000 });
});
