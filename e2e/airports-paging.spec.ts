import { airportCatalogPageQuerySchema, pageAirportCatalog, type AirportSummary } from '@bil/domain';
import { expect, signInAs, test } from './support/sign-in';

// Issue 31: the catalogue at the whole country's size is paged on the server, 100 airports a page. The
// shared e2e database holds the demo state (about 60 airports, one page), and other specs count its rows,
// so this spec answers the screen's GET /api/airports/catalog in the browser with 250 made-up airports,
// paged by the same domain function the server uses (the server's own paging is proved by
// apps/server/test/airports-catalog-page.test.ts); what is checked here is what the screen asks and draws.

test('the airports catalogue pages 250 airports 100 at a time; page 2 shows the next ones; search finds one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tranche = (fiscalYear: number) => ({
    fiscalYear,
    allocation: 100_000,
    underGrant: 0,
    balance: 100_000,
    available: 100_000,
    lapsed: 0,
    deadline: `${fiscalYear + 3}-09-30`,
    state: 'open' as const,
  });
  const airports: AirportSummary[] = Array.from({ length: 250 }, (_, index) => {
    const code = `Z${String(index + 1).padStart(3, '0')}`;
    return {
      airportCode: code,
      airportName: `Paging Field ${code}`,
      city: 'Pagetown',
      tdotPm: null,
      projectCount: 0,
      bilFunding: 0,
      tranches: [2022, 2023, 2024, 2025, 2026].map(tranche),
      totalAllocation: 500_000,
      underGrant: 0,
      available: 500_000,
      atRisk: false,
      atRiskAmount: 0,
      pastDeadline: false,
      lapsed: 0,
    };
  });
  const asked: URLSearchParams[] = [];
  await page.route('**/api/airports/catalog?*', (route) => {
    const params = new URL(route.request().url()).searchParams;
    asked.push(params);
    const query = airportCatalogPageQuerySchema.parse(Object.fromEntries(params));
    return route.fulfill({ status: 200, json: pageAirportCatalog('2026-11-22', airports, query) });
  });
  await signInAs(page, 'admin');
  await page.goto('/airports');

  const rows = page.locator('[data-testid^="airport-row-"]');
  await expect(page.getByTestId('airport-count')).toContainText('Showing 250 of 250 airports', {
    timeout: 30_000,
  });
  await expect(rows).toHaveCount(100);
  await expect(page.getByTestId('airport-page-range')).toHaveText('Airports 1-100 of 250');
  await expect(rows.first()).toHaveAttribute('data-testid', 'airport-row-Z001');

  expect(asked[0]?.get('pageSize')).toBe('100');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByTestId('airport-page-range')).toHaveText('Airports 101-200 of 250');
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toHaveAttribute('data-testid', 'airport-row-Z101');
  await expect(rows.last()).toHaveAttribute('data-testid', 'airport-row-Z200');

  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(rows).toHaveCount(50);
  await expect(rows.last()).toHaveAttribute('data-testid', 'airport-row-Z250');

  // A search over every airport, not the page drawn: Z042 is on page 1, the pager goes back there.
  await page.getByLabel('Search airports').fill('Paging Field Z042');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('airport-row-Z042')).toBeVisible();
  await expect(page.getByTestId('airport-count')).toContainText('Showing 1 of 250 airports');
  await expect(page.getByTestId('airport-pager')).toHaveCount(0);
  // The screen asked the server for page 2 and for the search, never for the whole list.
  expect(asked.some((params) => params.get('page') === '2')).toBe(true);
  expect(asked.at(-1)?.get('search')).toBe('Paging Field Z042');
  expect(asked.at(-1)?.get('page')).toBe('1');
});
