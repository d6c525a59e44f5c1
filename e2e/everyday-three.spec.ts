import type { Page } from '@playwright/test';
import { allowRefusedRequests } from './projects-support';
import { expect, openAdminApi, signInAs, test } from './support/sign-in';

// Issue 35, everyday use round two, the rest: notices that point nowhere, charts, the GC&I list, SPEC words.
const SHOTS = 'test-results/everyday-three';
const WIDTHS = [1440, 768, 390] as const;

test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** A project made for the test through the admin API, then deleted for good; returns its id. */
async function goneProjectId(
  origin: string,
  share?: (api: Awaited<ReturnType<typeof openAdminApi>>, id: string) => Promise<string>,
) {
  const admin = await openAdminApi();
  const created = await admin.post('/api/projects', {
    data: { project_title: `Soon gone ${Date.now()}`, airport_code: 'BNA', bil_aig_amount: 1000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shareId = share ? await share(admin, id) : '';
  const deleted = await admin.post(`/api/projects/${id}/force-delete`, {
    data: { reason: 'Browser test: gone' },
    headers: { origin },
  });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await admin.dispose();
  return { id, shareId };
}

type ChartBar = { isOthers: boolean; bilAmount: number; stateAmount: number; localAmount: number };

/** How many stacked segments Funding Distribution draws in Processing Time order. */
async function fundedSegmentCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api/analytics/dashboard');
  expect(answer.status()).toBe(200);
  const { grantCharts } = (await answer.json()) as { grantCharts: { processingTime: { bars: ChartBar[] } } };
  return grantCharts.processingTime.bars
    .filter((bar) => !bar.isOthers)
    .flatMap((bar) => [bar.bilAmount, bar.stateAmount, bar.localAmount])
    .filter((amount) => amount > 0).length;
}

const originOf = () => new URL(test.info().project.use.baseURL ?? '').origin;

test.describe('8. notifications point at something that exists', () => {
  test('a link to a deleted project opens the list saying the project is gone', async ({ page }) => {
    const { id } = await goneProjectId(originOf());
    await signInAs(page, 'admin');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/bil/projects?expand=${id}`);
      const notice = page.getByRole('alert').filter({ hasText: 'Project not found' });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(notice).toContainText('The project this link points to no longer exists');
      await shoot(page, `gone-project-${width}`);
    }
    // A project that exists opens with no such notice.
    const list = await page.request.get('/api/projects?limit=1');
    const existing = ((await list.json()) as { data: { id: string }[] }).data[0];
    if (!existing) throw new Error('the demo data has no project');
    await page.goto(`/bil/projects?expand=${existing.id}`);
    await expect(page.getByRole('heading', { name: 'Project Details', level: 3 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Project not found' })).toHaveCount(0);
  });

  test("the demo administrator's share notice opens Shared Content, which lists that share", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const notice = list.getByRole('button', {
      name: /Your share "Executive overview for the commissioner" was opened/,
    });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    // No notice of an import that never happened.
    await expect(list.getByText('tennessee-projects-fy26.xlsx')).toHaveCount(0);
    await shoot(page, 'admin-bell-1440');
    await notice.click();
    await expect(page).toHaveURL(/\/shared-content$/);
    await expect(page.getByText('Executive overview for the commissioner').first()).toBeVisible({
      timeout: 30_000,
    });
    await shoot(page, 'admin-shared-content-1440');
  });
});

test.describe('10. charts', () => {
  test('Funding Distribution draws the named grants and sums Others apart; the timeline says Others is an average', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/bil/dashboard?tab=grant-analysis');
      const funding = page.getByRole('region', { name: 'Funding Distribution by Grant' });
      await expect(funding.getByTestId('funding-others')).toContainText(/^Others \(\d+ grants\): \$/, {
        timeout: 30_000,
      });
      await expect(funding).toContainText('are summed under the chart rather than drawn');
      // One rectangle per money segment of each named grant, and none for Others. In the default order
      // (grant number, newest first) the grants other specs add, with no money, can fill all 20 places, so
      // the chart is put in Processing Time order (awarded grants first) and counted from its answer.
      await page.getByRole('combobox', { name: 'Sort charts by' }).click();
      await page.getByRole('option', { name: 'Processing Time' }).click();
      const expected = await fundedSegmentCount(page);
      expect(expected, 'awarded grants with money lead the Processing Time order').toBeGreaterThan(5);
      await expect
        .poll(() => funding.getByTestId('chart-container').locator('.recharts-rectangle').count(), {
          timeout: 15_000,
        })
        .toBe(expected);
      await expect(funding.getByTestId('chart-container').getByText(/^Others/)).toHaveCount(0);
      await funding.scrollIntoViewIfNeeded();
      await shoot(page, `funding-distribution-${width}`);

      const timeline = page.getByRole('region', { name: 'Processing Timeline by Grant' });
      await expect(timeline).toContainText(/the last bar, Others \(\d+ grants\), is their average/);
      // The same query finds the timeline's Others bar label, so the check above can fail.
      await expect(timeline.getByTestId('chart-container').getByText(/^Others \(/)).toBeVisible();
      // The target keys sit above the plot, so no bar can run under them.
      const keys = timeline.getByTestId('target-key');
      await expect(keys).toHaveCount(2);
      const plotTop = (await timeline.locator('.recharts-cartesian-grid').boundingBox())?.y ?? 0;
      for (const key of await keys.all()) {
        const box = await key.boundingBox();
        expect(box, 'target key drawn').not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(plotTop + 1);
      }
      await timeline.scrollIntoViewIfNeeded();
      await shoot(page, `processing-timeline-${width}`);
    }
  });

  test('the Executive "last 12 months" trend has all 12 months', async ({ page }) => {
    await signInAs(page, 'admin');
    const overview = await page.request.get('/api/executive');
    expect(overview.status()).toBe(200);
    const trend = ((await overview.json()) as { timeliness: { trend: { month: string }[] } }).timeliness
      .trend;
    expect(trend).toHaveLength(12);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/executive');
    const chart = page.getByTestId('exec-trend');
    await expect(chart.locator('.recharts-rectangle').first()).toBeAttached({ timeout: 30_000 });
    await chart.scrollIntoViewIfNeeded();
    await shoot(page, 'executive-trend-1440');
  });
});

test('11. the GC&I grant list shows the base its Drawn percentage is of, as the drawer does', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/grants');
    const row = page.locator('tbody tr').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await shoot(page, `gci-grants-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const row = page.locator('tbody tr').first();
  const drawnOf = (await row.getByText(/^\$[\d,]+ of \$[\d,]+$/).textContent()) ?? '';
  const [drawn, base] = drawnOf.split(' of ').map((amount) => Number(amount.replace(/[$,]/g, '')));
  const cells = await row.locator('td').allTextContents();
  const remaining = Number((cells[4] ?? '').replace(/[$,]/g, ''));
  // Drawn plus Remaining is the base the percentage is of (whole dollars, each rounded once).
  expect(Math.abs((drawn ?? 0) + remaining - (base ?? 0))).toBeLessThanOrEqual(1);
  await row.getByRole('button', { name: /Open grant/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Grant / });
  await expect(drawer.getByText(`Drawn ${drawnOf}`)).toBeVisible();
  await shoot(page, 'gci-drawer-1440');
});

test.describe('13. SPEC words where those failures happen', () => {
  test("a share that fails unexpectedly says 'An unexpected error occurred: {message}'", async ({
    page,
    pageProblems,
  }) => {
    allowRefusedRequests(pageProblems, [500]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.route('**/api/shares/chart', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Database connection lost' }),
      }),
    );
    await page.goto('/bil/dashboard');
    await page.getByRole('button', { name: 'Share Monthly Funding Trends' }).click();
    await page.getByRole('menuitem', { name: 'Share chart link' }).click();
    await expect(page.getByText('An unexpected error occurred: Database connection lost')).toBeVisible();
    await shoot(page, 'share-unexpected-1440');
  });

  test("a chart link whose projects are all gone says 'No project data found for this link...'", async ({
    page,
  }) => {
    const origin = originOf();
    const { shareId } = await goneProjectId(origin, async (admin, id) => {
      const shared = await admin.post('/api/shares/chart', {
        data: {
          chart_type: 'monthly_funding_trends',
          name: 'Soon empty',
          chart_params: { project_ids: [id] },
        },
        headers: { origin },
      });
      expect(shared.status(), await shared.text()).toBe(201);
      return ((await shared.json()) as { shareId: string }).shareId;
    });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/share/chart/${shareId}`);
      await expect(
        page.getByText('No project data found for this link, or the link may have expired.'),
      ).toBeVisible({ timeout: 30_000 });
      await shoot(page, `chart-link-empty-${width}`);
    }
  });
});

test('14. while the first screen loads, the outline of a screen shows, not a lone spinner', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Hold the session answer back, so the moment before the first screen can be looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/bil/projects', { waitUntil: 'commit' });
    const skeleton = page.getByTestId('screen-skeleton');
    await expect(skeleton).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await shoot(page, `first-screen-skeleton-${width}`);
    release();
    await expect(page.getByRole('heading', { name: 'BIL Projects', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(skeleton).toHaveCount(0);
    await page.unroute('**/api/session');
  }
});

test.describe('14. a first screen asks for its figures once', () => {
  // Each screen's first answer is asked for by its route while the code loads; the screen must take that
  // answer, not cancel it and ask again (the project table dropped its first rows while it laid out).
  const screens = [
    { path: '/bil/projects', api: '/api/projects/table/rows?offset=0', ready: '[data-project-id]' },
    { path: '/executive', api: '/api/executive', ready: '[data-testid="exec-programs"] tbody tr' },
    { path: '/dbe/analytics', api: '/api/dbe/analytics', ready: 'main .recharts-rectangle' },
  ];
  for (const screen of screens) {
    test(`${screen.path}: ${screen.api} once, nothing cancelled`, async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto('/settings');
      const asked: string[] = [];
      const failed: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(screen.api)) asked.push(request.url());
      });
      page.on('requestfailed', (request) => {
        if (request.url().includes('/api/')) failed.push(`${request.url()} ${request.failure()?.errorText}`);
      });
      await page.goto(screen.path);
      await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 30_000 });
      // A screen that asked again would do so as it draws: give it a moment to.
      await page.waitForTimeout(1_000);
      expect(failed).toEqual([]);
      expect(asked).toHaveLength(1);
    });
  }
});

test('14. Awards & Commitments draws 50 contracts a page, a contract’s details once it is opened', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dbe/awards-commitments');
  const items = page.getByTestId('contract-item');
  await expect(items.first()).toBeVisible({ timeout: 30_000 });
  // The heading counts every match (the KPIs and exports take them all); the list shows a page of them.
  const heading = (await page.getByTestId('contract-count').textContent()) ?? '';
  const total = Number(/(\d+) DBE contracts/.exec(heading)?.[1]);
  expect(total).toBeGreaterThan(50);
  await expect(items).toHaveCount(50);
  await expect(page.getByText(`Showing 50 of ${String(total)} DBE contracts`)).toBeVisible();
  // Nothing opened, no details drawn; the first opened draws its own.
  await expect(page.getByTestId('commitments-table')).toHaveCount(0);
  await items.first().getByRole('button').first().click();
  await expect(items.first().getByTestId('commitments-table')).toBeVisible();
  await expect(page.getByTestId('commitments-table')).toHaveCount(1);
  await shoot(page, 'awards-page-one-1440');

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(items).toHaveCount(total - 50);
  await expect(
    page.getByText(`Showing ${String(total - 50)} of ${String(total)} DBE contracts`),
  ).toBeVisible();
  await shoot(page, 'awards-page-two-1440');
});
