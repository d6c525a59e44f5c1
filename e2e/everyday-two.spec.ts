import type { Locator, Page } from '@playwright/test';
import { allowRefusedRequests } from './projects-support';
import { createAccount, expect, openAdminApi, signInAs, signInWith, test } from './support/sign-in';

// Issue 35, everyday use round two: what a first day with the product still tripped over.
const SHOTS = 'test-results/everyday-two';

test.describe.configure({ timeout: 90_000 });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('1. at 390 px an expanded project row stacks its cards, so figures read on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  const list = await page.request.get('/api/projects?limit=1');
  const project = ((await list.json()) as { data: { id: number }[] }).data[0];
  if (!project) throw new Error('the demo data has no project');
  await page.goto(`/bil/projects?expand=${project.id}`);
  const details = page.getByRole('heading', { name: 'Project Details', level: 3 });
  const financial = page.getByRole('heading', { name: 'Financial Information', level: 3 });
  await expect(details).toBeVisible({ timeout: 30_000 });
  await financial.scrollIntoViewIfNeeded();
  const detailsBox = await box(details);
  const financialBox = await box(financial);
  // One card under the other: the same left edge, and Financial Information below Project Details.
  expect(Math.abs(financialBox.x - detailsBox.x)).toBeLessThan(2);
  expect(financialBox.y).toBeGreaterThan(detailsBox.y + detailsBox.height);
  await details.scrollIntoViewIfNeeded();
  await shoot(page, 'expanded-row-390');
});

test.describe('2. the sidebar offers only what a person may open', () => {
  test('the demo viewer reads Grants, Compliance, and Inspections from the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'viewer');
    await page.goto('/bil/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const paths = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    expect(paths).toContain('/grants');
    for (const path of paths) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByText(/does not have access|don't have permission/i)).toHaveCount(0);
    }
    await page.goto('/grants');
    await expect(page.getByRole('tab', { name: 'Grants' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'New grant' })).toHaveCount(0);
    await shoot(page, 'viewer-grants-1440');
  });

  test('a viewer without the GC&I permission is not offered it', async ({ page }) => {
    const admin = await openAdminApi();
    const account = await createAccount(admin, { prefix: 'no-gci', role: 'viewer' });
    await admin.dispose();
    await signInWith(page, account.email, account.password);
    await page.goto('/bil/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
    await expect(nav.getByText('Grants, Compliance, and Inspections')).toHaveCount(0);
  });
});

test.describe('3. /grants has page padding', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px the heading clears the sidebar and New grant clears the right edge`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'admin');
      await page.goto('/grants');
      const heading = page.getByRole('heading', { name: 'Grants, Compliance, and Inspections', level: 1 });
      const newGrant = page.getByRole('button', { name: 'New grant' });
      await expect(newGrant).toBeVisible({ timeout: 30_000 });
      const main = await box(page.locator('main'));
      const headingBox = await box(heading);
      const buttonBox = await box(newGrant);
      expect(headingBox.x - main.x, 'space between the sidebar and the heading').toBeGreaterThanOrEqual(8);
      expect(
        main.x + main.width - (buttonBox.x + buttonBox.width),
        'space between New grant and the right edge',
      ).toBeGreaterThanOrEqual(8);
      await shoot(page, `grants-admin-${width}`);
    });
  }
});

test.describe('5. a public link that is gone says what it was', () => {
  const cases = [
    { path: '/share/chart/gone-chart-link', title: 'Chart Not Available' },
    { path: '/share/visualization/gone-group-link', title: 'Visualization Not Available' },
    { path: '/share/pm/Marcus%20Reed/gone-pm-link', title: 'PM Dashboard Not Available' },
    { path: '/share/pm/management/gone-management-link', title: 'PM Management Not Available' },
    { path: '/share/project-page/gone-page-link', title: 'Project Page Not Available' },
  ];
  for (const { path, title } of cases) {
    test(`${path.split('/')[2] ?? ''} ${path.includes('management') ? 'management ' : ''}link: ${title}`, async ({
      page,
      pageProblems,
    }) => {
      allowRefusedRequests(pageProblems, [404]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    });
  }
});

test('12. the landing page offers a signed-in person the way into the app, not Sign in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await signInAs(page, 'pm');
  await page.goto('/');
  const enter = page.getByRole('link', { name: 'Open the dashboard' });
  await expect(enter).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await shoot(page, 'landing-signed-in-1440');
  await enter.click();
  await expect(page).toHaveURL('/bil/dashboard');
});

test('7. an empty DBE commitment names each field in the form’s words', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/dbe/awards-commitments');
  const first = page.getByTestId('contract-item').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.getByRole('button').first().click();
  await first.getByRole('button', { name: 'Add commitment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add commitment' }).click();
  await expect(dialog.getByText('Firm is required')).toBeVisible();
  await expect(dialog.getByText('Amount committed is required')).toBeVisible();
  await expect(dialog.getByText('Commitment date is required')).toBeVisible();
  await expect(dialog.getByText(/valid id|YYYY-MM-DD/)).toHaveCount(0);
  await shoot(page, 'dbe-empty-commitment-1440');
});

test.describe('9. no console noise', () => {
  test('the redirecting addresses log no React Router warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Matched leaf route')) warnings.push(message.text());
    });
    await signInAs(page, 'admin');
    for (const from of ['/admin', '/dashboard', '/projects', '/login', '/register']) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname !== from, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    expect(warnings).toEqual([]);
  });

  test('a password-protected share opens without a refused request in the console', async ({ page }) => {
    const admin = await openAdminApi();
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const created = await admin.post('/api/shares/pm-management', {
      data: { password: 'quiet-pass', expires_at: null },
      headers: { origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { shareId } = (await created.json()) as { shareId: string };
    await admin.dispose();
    // The page fixture fails the test on any console error, the browser's 'status of 401' included.
    await page.goto(`/share/pm/management/${shareId}`);
    await expect(page.getByRole('heading', { name: 'Password Protected Content' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Password', { exact: true }).fill('quiet-pass');
    await page.getByRole('button', { name: 'Access Content' }).click();
    await expect(page.getByTestId('pm-management-view')).toBeVisible({ timeout: 30_000 });
    // The grant holds for the hour: a reload opens the content straight away.
    await page.reload();
    await expect(page.getByTestId('pm-management-view')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Password Protected Content' })).toHaveCount(0);
  });
});

/** Elements whose text is cut (an ellipsis or hidden overflow): their text content. */
async function clippedTexts(scope: Locator, selector: string): Promise<string[]> {
  return scope.locator(selector).evaluateAll((all) =>
    all
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
}

test.describe('4. no clipped words', () => {
  test('at 1440 px Planning’s and Flight Services’ status badges read whole', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/planning');
    await expect(page.getByTestId('plan-item-row').first()).toBeVisible({ timeout: 30_000 });
    const planBadges = page.getByTestId('plan-item-row');
    expect(await clippedTexts(planBadges, '.mantine-Badge-root, .mantine-Badge-label')).toEqual([]);
    await shoot(page, 'planning-1440');
    await page.goto('/flight-services');
    await expect(page.getByTestId('trip-row').first()).toBeVisible({ timeout: 30_000 });
    const tripBadges = page.getByTestId('trip-row');
    expect(await clippedTexts(tripBadges, '.mantine-Badge-root, .mantine-Badge-label')).toEqual([]);
    await shoot(page, 'flight-services-1440');
  });

  test('at 390 px Delivery’s card button reads Open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin');
    await page.goto('/delivery');
    const cards = page.getByTestId('delivery-card');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    expect(await clippedTexts(cards, '.mantine-Button-root, .mantine-Button-label')).toEqual([]);
    await shoot(page, 'delivery-390');
  });

  test('at 1440 px Shared Content shows its Last viewed column without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const created = await page.request.post('/api/shares/pm-management', {
      data: { password: null, expires_at: null },
      headers: { origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/shared-content');
    const header = page.getByRole('columnheader', { name: 'Last viewed' });
    await expect(header).toBeVisible({ timeout: 30_000 });
    const main = await box(page.locator('main'));
    const headerBox = await box(header);
    expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(main.x + main.width);
    await shoot(page, 'shared-content-1440');
  });
});

test.describe('13. SPEC’s words where the failures happen', () => {
  test('a DBE shortfall reads in whole dollars', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/dbe/awards-commitments');
    await expect(page.getByTestId('contract-item').first()).toBeVisible({ timeout: 30_000 });
    const shortfalls = page.getByText(/below the [\d.]+% contract goal/);
    await expect(shortfalls.first()).toBeVisible();
    const texts = await shortfalls.allTextContents();
    expect(texts.filter((text) => /\.\d{2} below/.test(text))).toEqual([]);
    expect(texts[0]).toMatch(/\$[\d,]+ below the/);
  });

  test('an expiry of today says it must be tomorrow or later', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin');
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const name = `Expiry words ${Date.now()}`;
    const created = await page.request.post('/api/shares/pm-management', {
      data: { password: null, expires_at: null, name },
      headers: { origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/shared-content');
    const more = page.getByRole('button', { name: /^More actions for / }).first();
    await expect(more).toBeVisible({ timeout: 30_000 });
    await more.click();
    await page.getByRole('menuitem', { name: 'Change expiry or password' }).click();
    const dialog = page.getByRole('dialog');
    const expires = dialog.getByRole('switch', { name: 'Link expires' });
    if (!(await expires.isChecked())) await expires.check({ force: true });
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    const date = dialog.getByRole('textbox', { name: 'Expiration date' });
    await date.fill(parts);
    await date.blur();
    await expect(dialog.getByText('Expiration date must be at least tomorrow or later')).toBeVisible();
    await shoot(page, 'expiry-today-1440');
  });
});

test('13. a project page whose projects are all gone says no projects were found for the link', async ({
  page,
}) => {
  const admin = await openAdminApi();
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const created = await admin.post('/api/projects', {
    data: { project_title: `Soon gone ${Date.now()}`, airport_code: 'BNA', bil_aig_amount: 1000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const shared = await admin.post('/api/shares/project-page', {
    data: { selection: { project_ids: [project.id] }, password: null, expires_at: null },
    headers: { origin },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { shareId } = (await shared.json()) as { shareId: string };
  await admin.post(`/api/projects/${project.id}/force-delete`, { data: { reason: 'Browser test: gone' } });
  await admin.dispose();
  await page.goto(`/share/project-page/${shareId}`);
  await expect(page.getByText('No projects found for this link, or the link may have expired.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No projects match your current filters.')).toHaveCount(0);
  await shoot(page, 'project-page-empty-1440');
});
