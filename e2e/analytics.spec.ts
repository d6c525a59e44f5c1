import { expect, signInAs, test } from './support/sign-in';

// /bil/analytics, /bil/info and /bil/visualization against the real server and its demo data.

const PAGE_LOAD_TIMEOUT = 30_000;
const ANALYTICS_CHARTS = [
  'Funding by Fiscal Year',
  'Funding by Program',
  'Status Funnel',
  'Time in Each Stage',
  'Funding by Project Manager',
  'Funding by Airport',
];

test.describe('BIL analytics, info and visualization', () => {
  // Several people share the test machine: give the screen-heavy tests room.
  test.describe.configure({ timeout: 90_000 });

  test('analytics draws every breakdown with the server totals', async ({ page }) => {
    await signInAs(page, 'admin');
    const response = await page.request.get('/api/analytics/breakdowns');
    const data = (await response.json()) as { totals: { projectCount: number } };
    await page.goto('/bil/analytics');
    await expect(page.getByTestId('analytics-projects')).toContainText(
      data.totals.projectCount.toLocaleString('en-US'),
      {
        timeout: PAGE_LOAD_TIMEOUT,
      },
    );
    for (const title of ANALYTICS_CHARTS) {
      const card = page.getByRole('region', { name: title });
      await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
      await expect(card.getByRole('button', { name: `Expand ${title}` })).toBeVisible();
      await expect(card.getByRole('button', { name: `Export ${title}` })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Funding by Program' })).toContainText('AIG');
    await expect(page.getByRole('region', { name: 'Status Funnel' })).toContainText('Executed');
  });

  test('info explains programs, AIG deadlines, targets and the numbers', async ({ page }) => {
    await signInAs(page, 'pm');
    await page.goto('/bil/info');
    await expect(page.getByRole('heading', { level: 1, name: 'BIL Info' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    for (const code of ['AIG', 'ATP', 'FCT']) await expect(page.getByTestId(`program-${code}`)).toBeVisible();
    const deadlines = page.getByTestId('aig-deadlines').locator('tbody tr');
    await expect(deadlines).toHaveCount(5);
    await expect(deadlines.first()).toContainText('FY22');
    await expect(deadlines.first()).toContainText('September 30, 2025');
    await expect(deadlines.last()).toContainText('September 30, 2029');
    await expect(page.getByTestId('target-Award')).toContainText('90 days');
    await expect(page.getByTestId('target-Sub-award')).toContainText('60 days');
    await expect(page.getByRole('heading', { name: 'How the dashboard numbers are computed' })).toBeVisible();
    await expect(page.getByText('Executed projects divided by all projects', { exact: false })).toBeVisible();
  });

  test('visualization shows the picked charts together, kept in the address', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/bil/visualization');
    await expect(page.getByRole('heading', { name: 'Selected charts (0)' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await page.getByRole('checkbox', { name: 'Monthly Funding Trends' }).click();
    await page.getByRole('checkbox', { name: 'Status Funnel' }).click();
    await expect(page).toHaveURL(
      /charts=monthly_funding_trends%2Cstatus_funnel|charts=monthly_funding_trends,status_funnel/,
    );
    const selected = page.getByTestId('selected-charts');
    for (const title of ['Monthly Funding Trends', 'Status Funnel']) {
      await expect(
        selected.getByRole('region', { name: title }).locator('svg.recharts-surface').first(),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect(page.getByRole('heading', { name: 'Selected charts (10)' })).toBeVisible();
    await expect(selected.getByRole('region')).toHaveCount(10);
    await expect(selected.locator('.recharts-wrapper')).toHaveCount(10);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText('No charts selected.', { exact: false })).toBeVisible();
  });

  test('Share as Group names the picked charts a public link cannot carry instead of dropping them', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto(
      '/bil/visualization?charts=monthly_funding_trends,pending_grant_applications,status_funnel',
    );
    await expect(page.getByRole('heading', { name: 'Selected charts (3)' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Share as Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Chart Group' });
    await expect(dialog.getByText('Charts (2)')).toBeVisible();
    await expect(dialog.getByTestId('unshareable-charts')).toContainText('Status Funnel is left out');
    await expect(dialog.getByTestId('unshareable-charts')).toContainText('Monthly Funding Trends');
  });
});
