import { grantReportWorkbook } from '../apps/server/test/support/grant-detail-report';
import { expect, openAdminApi, signInAs, test } from './support/sign-in';

// Issue 31, kind faa-grants: FAA's Grant Detail Report as published (a merged title row above the header,
// `Total\nAmount`, an Excel-serial Award Date, a statewide * row) goes through the wizard. Dry run only:
// the shared database is unchanged.
function grantReport(code: string): Promise<Buffer> {
  return grantReportWorkbook([
    [
      'TN',
      'Somewhere',
      'Catalogue airport',
      code,
      'Sponsor',
      '3-47-E2E-001-2025',
      45_726,
      150_000,
      0,
      450_000,
      0,
      600_000,
      'Rehabilitate Runway 3/21',
    ],
    [
      'TN',
      '',
      'Tennessee statewide',
      '*TNS',
      'Tennessee DOT',
      '3-47-E2E-050-2025',
      45_900,
      0,
      0,
      0,
      0,
      2_000_000,
      'State block grant administration',
    ],
  ]);
}

test('the wizard offers the FAA Grant Detail Report and reads it under its title row', async ({ page }) => {
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
  await page.getByRole('option', { name: 'FAA Grant Detail Report' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'FY2025-Grant-Detail-Report.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await grantReport(code),
  });

  await expect(page.getByLabel('What the import read')).toContainText('Sheet ‘Grant Detail’: header row 2', {
    timeout: 20_000,
  });
  await expect(page.getByText('Total Amount', { exact: true })).toBeVisible();
  const report = page.getByRole('table', { name: 'Dry run report' });
  await expect(report.getByText('Statewide row (*TNS): it belongs to no airport')).toBeVisible();
  await expect(page.getByText('1 skipped')).toBeVisible();
  await expect(page.getByText('1 to create')).toBeVisible();
  await expect(page.getByText('0 refused')).toBeVisible();
});
