import { expect, signInAs, test } from './support/sign-in';

// Issue 31: the catalogue at the whole country's size draws a page of 100 airports at a time. The shared
// e2e database holds the demo state (about 60 airports, one page), and other specs count its rows, so this
// spec answers the page's GET /api/airports in the browser with the real answer's airports repeated under
// new codes (250 in all); search, sort, counts and paging are the screen's own.
type Catalog = { today: string; airports: { airportCode: string; airportName: string }[] };

test('the airports catalogue pages 250 airports 100 at a time; page 2 shows the next ones; search finds one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route('**/api/airports', async (route) => {
    const response = await route.fetch();
    const real = (await response.json()) as Catalog;
    const template = real.airports;
    const airports = Array.from({ length: 250 }, (_, index) => {
      const source = template[index % template.length];
      const code = `Z${String(index + 1).padStart(3, '0')}`;
      return { ...source, airportCode: code, airportName: `Paging Field ${code}` };
    });
    await route.fulfill({ status: 200, contentType: 'application/json', json: { ...real, airports } });
  });
  await signInAs(page, 'admin');
  await page.goto('/airports');

  const rows = page.locator('[data-testid^="airport-row-"]');
  await expect(page.getByTestId('airport-count')).toContainText('Showing 250 of 250 airports');
  await expect(rows).toHaveCount(100);
  await expect(page.getByTestId('airport-page-range')).toHaveText('Airports 1-100 of 250');
  await expect(rows.first()).toHaveAttribute('data-testid', 'airport-row-Z001');

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
});
