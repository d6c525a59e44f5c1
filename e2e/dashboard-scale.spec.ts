import { expect, signInAs, test } from './support/sign-in';

// Issue 18 and 17: the grant metrics table asks the server for the page in view, and the per-grant
// charts draw the top 20 grants and one 'Others' bar for the rest.

const PAGE_LOAD_TIMEOUT = 30_000;

test.describe('Grant Analysis at scale', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the table pages through every grant on the server; the charts end with an Others bar', async ({
    page,
    baseURL,
  }) => {
    // Adding grants through the API takes a while on a busy machine.
    test.setTimeout(240_000);
    await signInAs(page, 'admin');
    const origin = new URL(baseURL ?? '').origin;
    // More than one page of grants (100 a page): add grants until the demo has at least 130.
    const first = await page.request.get('/api/analytics/grant-metrics?pageSize=1');
    const { grantCount } = (await first.json()) as { grantCount: number };
    const run = Date.now().toString(36);
    for (let index = grantCount; index < 130; index += 1) {
      const created = await page.request.post('/api/projects', {
        data: { project_title: `E2E scale ${run} ${index}`, airport_code: 'BNA', grant_number: `77${index}` },
        headers: { origin },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const all = (await (await page.request.get('/api/analytics/grant-metrics?pageSize=1')).json()) as {
      grantCount: number;
    };
    expect(all.grantCount).toBeGreaterThanOrEqual(130);

    await page.goto('/bil/dashboard?tab=grant-analysis');
    const table = page.getByTestId('grant-metrics-table');
    await expect(table).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    const count = page.getByTestId('grant-count');
    await expect(count).toHaveText(`Showing ${all.grantCount} of ${all.grantCount} grants`);
    const rows = page.getByTestId('grant-row');
    await expect(rows).toHaveCount(100);
    const firstPageFirst = await rows.first().getAttribute('data-grant');

    // Page 2 is asked of the server and shows the rest.
    const pageTwo = page.waitForRequest(
      (request) =>
        request.url().includes('/api/analytics/grant-metrics?') && request.url().includes('page=2'),
    );
    await page.getByRole('button', { name: '2', exact: true }).click();
    await pageTwo;
    await expect(rows).toHaveCount(all.grantCount - 100);
    await expect(rows.first()).not.toHaveAttribute('data-grant', firstPageFirst ?? '');

    // A search goes to the server and starts again from page 1.
    await page.getByPlaceholder('Search grants...').fill('77129');
    await expect(count).toHaveText(`Showing 1 of ${all.grantCount} grants`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-grant', '77129');

    // Both per-grant charts: 20 grants and the 'Others' bar, named in the description.
    const others = `Others (${all.grantCount - 20} grants)`;
    for (const title of ['Funding Distribution by Grant', 'Processing Timeline by Grant']) {
      const card = page
        .locator('section, div')
        .filter({ has: page.getByRole('heading', { name: title }) })
        .last();
      await expect(card.getByText(others, { exact: false }).first()).toBeVisible();
    }
    await expect(
      page.locator('.recharts-cartesian-axis-tick-value', { hasText: others }).first(),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/dashboard-scale-grant-analysis.png', fullPage: false });
  });
});
