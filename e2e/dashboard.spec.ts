import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, signInAs, test } from './support/sign-in';

// The BIL dashboard against the real server and its demo data: KPIs and grants as the server computes
// them for the person, both tabs, the grant metrics table (search, filters, sort, selection) and its
// CSV export read back from the downloaded file.

type Grant = {
  key: string;
  name: string;
  displayName: string;
  bilAmount: number;
  stateAmount: number;
  localAmount: number;
  totalAmount: number;
  projectCount: number;
  primaryStatus: string;
  awardDisplayStatus: string;
  bil_application_number: string;
  daysToAward: number | null;
};
type Dashboard = {
  kpis: { totalGrants: number; totalProjects: number; totalBilAmount: number };
  grants: Grant[];
};

const CSV_HEADERS = [
  'Grant',
  'BIL Amount',
  'State Amount',
  'Local Amount',
  'Total Amount',
  'Total Projects',
  'Executed Projects',
  'Pending Sub-Award Projects',
  'Pending Award Projects',
  'Days to Award',
  'Avg Days to Sub-Award',
  'Days Pending Sub-Award',
  'Days Pending Award',
  'Completed Sub-Award Days',
  'Primary Status',
  'Award Status',
  'Sub-Award Status',
];

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );

/** The dashboard's KPIs and every grant of the table, page after page as the server sends them. */
async function fetchDashboard(page: Page): Promise<Dashboard> {
  const response = await page.request.get('/api/analytics/dashboard');
  expect(response.ok()).toBe(true);
  const { kpis } = (await response.json()) as Pick<Dashboard, 'kpis'>;
  const grants: Grant[] = [];
  for (let number = 1; ; number += 1) {
    const pageResponse = await page.request.get(`/api/analytics/grant-metrics?pageSize=200&page=${number}`);
    expect(pageResponse.ok()).toBe(true);
    const body = (await pageResponse.json()) as { rows: Grant[]; matchCount: number };
    grants.push(...body.rows);
    if (body.rows.length === 0 || grants.length >= body.matchCount) return { kpis, grants };
  }
}

/** Export opens a menu: CSV or Excel. */
async function exportCsv(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
}

async function readCsv(download: Download): Promise<string[][]> {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

// The machine running the suite may be busy: the first paint of a screen gets more time than a click.
const PAGE_LOAD_TIMEOUT = 30_000;

const grantCount = (page: Page) => page.getByTestId('grant-count');
// Role queries over the whole page walk every table cell and chart; scoping them keeps the suite quick.
const toolbar = (page: Page) => page.getByTestId('grant-metrics-toolbar');
const tableHead = (page: Page) => page.getByTestId('grant-metrics-table').locator('thead');
const filtersPopover = (page: Page) => page.getByTestId('grant-filters');

async function openFilters(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Filters' }).click();
  await expect(filtersPopover(page).getByRole('heading', { name: 'Advanced Filters' })).toBeVisible();
}
const showing = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} grants`;

async function openGrantAnalysis(page: Page) {
  await page.goto('/bil/dashboard?tab=grant-analysis');
  await expect(page.getByTestId('grant-metrics-table')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
}

test.describe('BIL dashboard', () => {
  // Several people share the test machine: give the screen-heavy tests room.
  test.describe.configure({ timeout: 90_000 });

  test('admin sees every grant: KPIs and table match the server', async ({ page }) => {
    await signInAs(page, 'admin');
    const data = await fetchDashboard(page);
    await page.goto('/bil/dashboard');
    await expect(page.getByTestId('kpi-grants-value')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(page.getByRole('heading', { level: 1, name: 'BIL Dashboard' })).toBeVisible();
    await expect(page.getByTestId('kpi-grants-value')).toHaveText(String(data.kpis.totalGrants));
    await expect(page.getByTestId('kpi-projects-value')).toHaveText(String(data.kpis.totalProjects));
    await expect(page.getByTestId('kpi-total-bil-value')).toHaveText(usd(data.kpis.totalBilAmount));
    for (const label of [
      'Avg Days to Award',
      'Avg Days to Sub-Award',
      'Exceeding 90 Days',
      'Execution Rate',
    ]) {
      await expect(page.getByTestId('kpi-cards').getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('kpi-days-to-award')).toContainText('Target 90 days');
    await expect(page.getByTestId('kpi-days-to-sub-award')).toContainText('Target 60 days');

    await page.getByRole('tab', { name: 'Grant Analysis' }).click();
    await expect(grantCount(page)).toHaveText(showing(data.grants.length, data.grants.length));
    await expect(page.getByTestId('grant-row')).toHaveCount(Math.min(100, data.grants.length));
    // SPEC §9 table colours: award days 91-120 orange, 121 or more red.
    const table = page.getByTestId('grant-metrics-table');
    const awardDays = data.grants.map((grant) => grant.daysToAward ?? 0);
    if (awardDays.some((days) => days >= 121))
      await expect(table.locator('[data-warning="red"]').first()).toBeVisible();
    if (awardDays.some((days) => days >= 91 && days <= 120)) {
      await expect(table.locator('[data-warning="orange"]').first()).toBeAttached();
    }
  });

  test('a PM sees only the grants of their projects', async ({ page, browser }) => {
    await signInAs(page, 'pm');
    const pmData = await fetchDashboard(page);
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, 'admin');
    const adminData = await fetchDashboard(adminPage);
    await adminContext.close();
    expect(pmData.grants.length).toBeGreaterThan(0);
    expect(pmData.grants.length).toBeLessThan(adminData.grants.length);

    await page.goto('/bil/dashboard');
    await expect(
      page.getByText('The grants of the projects assigned to you', { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId('kpi-grants-value')).toHaveText(String(pmData.kpis.totalGrants));
    await expect(page.getByTestId('kpi-projects-value')).toHaveText(String(pmData.kpis.totalProjects));
    await page.getByRole('tab', { name: 'Grant Analysis' }).click();
    await expect(grantCount(page)).toHaveText(showing(pmData.grants.length, pmData.grants.length));
    const shownKeys = await page
      .getByTestId('grant-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-grant')));
    expect(new Set(shownKeys)).toEqual(new Set(pmData.grants.map((grant) => grant.key)));
  });

  test('tabs live in ?tab=, overview without a parameter', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard?tab=overview');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true', {
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await expect(page).toHaveURL(/\/bil\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Monthly Funding Trends' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pending Grant Applications' })).toBeVisible();
    await expect(page.getByTestId('pending-summary')).toContainText('Exceeding 90 Days');

    await page.getByRole('tab', { name: 'Grant Analysis' }).click();
    await expect(page).toHaveURL(/\?tab=grant-analysis$/);
    await expect(page.getByRole('heading', { name: 'Funding Distribution by Grant' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Processing Timeline by Grant' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comprehensive Grant Metrics' })).toBeVisible();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/bil\/dashboard$/);
  });

  test('chart sort select reorders the grant charts', async ({ page }) => {
    await signInAs(page, 'admin');
    await openGrantAnalysis(page);
    const card = page.getByRole('region', { name: 'Funding Distribution by Grant' });
    await expect(card).toContainText('Sorted by grant number.');
    await page.getByRole('combobox', { name: 'Sort charts by' }).click();
    await page.getByRole('option', { name: 'Processing Time' }).click();
    await expect(card).toContainText('Sorted by processing time.');
    await expect(page.getByRole('region', { name: 'Processing Timeline by Grant' })).toContainText(
      'Sorted by processing time.',
    );
  });

  test('search, filters and chips narrow the table', async ({ page }) => {
    await signInAs(page, 'admin');
    const data = await fetchDashboard(page);
    const total = data.grants.length;
    await openGrantAnalysis(page);

    await toolbar(page).getByPlaceholder('Search grants...').fill('zzzz-no-such-grant');
    await expect(page.getByText('No grants found matching the current filters.')).toBeVisible();
    await expect(grantCount(page)).toHaveText(showing(0, total));
    // Other specs on the same server add grants without an application number: pick one that has one.
    const target = data.grants.find((grant) => grant.bil_application_number.trim() !== '');
    if (!target) throw new Error('no grant with a BIL application number in the demo data');
    await toolbar(page).getByPlaceholder('Search grants...').fill(target.bil_application_number);
    await expect(page.getByTestId('grant-row').first()).toHaveAttribute('data-grant', target.key);
    await toolbar(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(grantCount(page)).toHaveText(showing(total, total));

    // Award status through the popover.
    await openFilters(page);
    const popover = filtersPopover(page);
    await popover.getByRole('combobox', { name: 'Award Status', exact: true }).click();
    await popover.getByRole('option', { name: 'Pending', exact: true }).click();
    await popover.getByRole('button', { name: 'Apply Filters' }).click();
    const pendingCount = data.grants.filter((grant) => grant.awardDisplayStatus === 'pending').length;
    await expect(grantCount(page)).toHaveText(showing(pendingCount, total));
    await expect(page.getByTestId('active-filters')).toContainText('Award: Pending');

    // Project count minimum one step up, with the keyboard on the slider thumb.
    await openFilters(page);
    await popover.getByRole('slider', { name: 'Project Count minimum' }).focus();
    await page.keyboard.press('ArrowRight');
    await popover.getByRole('button', { name: 'Apply Filters' }).click();
    const pendingMulti = data.grants.filter(
      (grant) => grant.awardDisplayStatus === 'pending' && grant.projectCount >= 2,
    ).length;
    await expect(grantCount(page)).toHaveText(showing(pendingMulti, total));
    await expect(page.getByTestId('active-filters')).toContainText('Projects: 2 -');

    // One chip removed, then Clear for the rest.
    await page
      .getByTestId('active-filters')
      .getByRole('button', { name: 'Remove filter Award: Pending' })
      .click();
    const multi = data.grants.filter((grant) => grant.projectCount >= 2).length;
    await expect(grantCount(page)).toHaveText(showing(multi, total));
    await page.getByTestId('active-filters').getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(grantCount(page)).toHaveText(showing(total, total));
    await expect(page.getByTestId('active-filters')).toHaveCount(0);

    // Reset Filters only resets the draft; Reset All clears what is applied.
    await openFilters(page);
    await popover.getByRole('combobox', { name: 'Sub-Award Status', exact: true }).click();
    await popover.getByRole('option', { name: 'Completed', exact: true }).click();
    await popover.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(popover.getByRole('combobox', { name: 'Sub-Award Status', exact: true })).toHaveValue('All');
    await popover.getByRole('combobox', { name: 'Primary Status', exact: true }).click();
    await popover.getByRole('option', { name: 'Executed', exact: true }).click();
    await popover.getByRole('button', { name: 'Apply Filters' }).click();
    const executed = data.grants.filter((grant) => grant.primaryStatus.includes('executed')).length;
    await expect(grantCount(page)).toHaveText(showing(executed, total));
    await openFilters(page);
    await popover.getByRole('button', { name: 'Reset All' }).click();
    await expect(grantCount(page)).toHaveText(showing(total, total));
  });

  test('columns sort descending on the first click, then ascending', async ({ page }) => {
    await signInAs(page, 'admin');
    const data = await fetchDashboard(page);
    await openGrantAnalysis(page);
    const rows = page.getByTestId('grant-row');
    // Default: grant name descending (the highest grant number first).
    const highest = [...data.grants].sort((a, b) => Number(b.name) - Number(a.name))[0];
    await expect(rows.first()).toHaveAttribute('data-grant', highest?.key ?? '');

    const byTotal = [...data.grants].sort((a, b) => b.totalAmount - a.totalAmount);
    await tableHead(page).getByRole('button', { name: 'Sort by Total Amount' }).click();
    await expect(rows.first()).toHaveAttribute('data-grant', byTotal[0]?.key ?? '');
    await expect(tableHead(page).getByRole('columnheader', { name: 'Sort by Total Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await tableHead(page).getByRole('button', { name: 'Sort by Total Amount' }).click();
    await expect(rows.first()).toHaveAttribute('data-grant', byTotal.at(-1)?.key ?? '');
    await expect(tableHead(page).getByRole('columnheader', { name: 'Sort by Total Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('CSV export: selected rows if any, else every filtered row', async ({ page }) => {
    await signInAs(page, 'admin');
    const data = await fetchDashboard(page);
    const byKey = new Map(data.grants.map((grant) => [grant.key, grant]));
    await openGrantAnalysis(page);

    // Two rows selected: only they are exported.
    const rows = page.getByTestId('grant-row');
    const firstKey = await rows.nth(0).getAttribute('data-grant');
    const secondKey = await rows.nth(1).getAttribute('data-grant');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await expect(page.getByTestId('grant-selection-count')).toHaveText('2 selected');
    const selectedDownload = page.waitForEvent('download');
    await exportCsv(page);
    const selected = await selectedDownload;
    expect(selected.suggestedFilename()).toBe('grant-metrics.csv');
    const selectedCsv = await readCsv(selected);
    expect(selectedCsv[0]).toEqual(CSV_HEADERS);
    expect(selectedCsv.slice(1).map((row) => row[0])).toEqual([firstKey, secondKey]);
    for (const row of selectedCsv.slice(1)) {
      const grant = byKey.get(row[0] ?? '');
      expect(grant, `grant ${row[0]}`).toBeDefined();
      expect(Number(row[1])).toBe(grant?.bilAmount);
      expect(Number(row[2])).toBe(grant?.stateAmount);
      expect(Number(row[3])).toBe(grant?.localAmount);
      expect(Number(row[4])).toBe(grant?.totalAmount);
      expect(Number(row[5])).toBe(grant?.projectCount);
    }

    // Select all picks every row of the page in view (100 a page); Clear Selection empties it.
    await tableHead(page).getByRole('checkbox', { name: 'Select all grants' }).check();
    await expect(page.getByTestId('grant-selection-count')).toHaveText(
      `${Math.min(100, data.grants.length)} selected`,
    );
    await toolbar(page).getByRole('button', { name: 'Clear Selection' }).click();
    await expect(page.getByTestId('grant-selection-count')).toHaveCount(0);

    // No selection: every filtered row, in table order.
    await toolbar(page).getByPlaceholder('Search grants...').fill('BIL-22');
    const expectedKeys = data.grants
      .filter((grant) => grant.bil_application_number.toLowerCase().includes('bil-22'))
      .map((grant) => grant.key)
      .sort((a, b) => Number(b) - Number(a));
    await expect(grantCount(page)).toHaveText(showing(expectedKeys.length, data.grants.length));
    const filteredDownload = page.waitForEvent('download');
    await exportCsv(page);
    const filteredCsv = await readCsv(await filteredDownload);
    expect(filteredCsv[0]).toEqual(CSV_HEADERS);
    expect(filteredCsv.slice(1).map((row) => row[0])).toEqual(expectedKeys);
  });

  test('loading placeholders, error and empty states', async ({ page, pageProblems }) => {
    await signInAs(page, 'admin');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/analytics/dashboard', async (route) => {
      await held;
      await route.fulfill({ status: 400, json: { error: 'Bad request' } });
    });
    await page.goto('/bil/dashboard');
    await expect(page.getByTestId('dashboard-loading').locator('.mantine-Skeleton-root')).toHaveCount(4, {
      timeout: PAGE_LOAD_TIMEOUT,
    });
    release();
    await expect(page.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
    await expect(page.getByText('Failed to load project data. Please try again later.')).toBeVisible();

    await page.unroute('**/api/analytics/dashboard');
    const real = (await (await page.request.get('/api/analytics/dashboard')).json()) as {
      kpis: Record<string, unknown>;
    };
    await page.route('**/api/analytics/dashboard', (route) =>
      route.fulfill({
        json: {
          ...real,
          kpis: { ...real.kpis, totalGrants: 0, totalProjects: 0 },
          monthlyTrends: [],
          pendingApplications: [],
        },
      }),
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'No Data Available' })).toBeVisible();
    await expect(
      page.getByText('There are no projects with complete data to display in the dashboard.'),
    ).toBeVisible();
    // The browser reports the refused request on purpose; nothing else may be logged.
    pageProblems.messages = pageProblems.messages.filter((message) => !message.includes('status of 400'));
  });
});
