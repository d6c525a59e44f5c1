import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { allowFailedRequests, expect, openAdminApi, signInAs, test } from './support/sign-in';
import { FIXED_NOW, FIXED_TODAY } from './support/fixed-now';

// Airports catalogue and airport details (issue 7). Run on its own port: E2E_PORT=3201.
const SHOTS = process.env.AIRPORT_SHOTS_DIR ?? '/tmp/shots-helperA';
mkdirSync(SHOTS, { recursive: true });

type Tranche = { fiscalYear: number; allocation: number; balance: number; state: string };
type Summary = { airportCode: string; tdotPm: string | null; projectCount: number; tranches: Tranche[] };
type Catalog = { today: string; airports: Summary[] };

async function readJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * Hand-checked fixture on one demo airport, emptied of its projects first. Allocations FY22..FY26:
 * 100,000 / 200,000 / 300,000 / 400,000 / 500,000. Under grant (award date), oldest tranche first:
 * - FY22 project 80,000: FY22 left 20,000
 * - FY23 project 150,000: FY22's 20,000, then 130,000 of FY23: FY23 left 70,000
 * - FY25 project 50,000: oldest money left is FY23's: FY23 left 20,000
 * Not under grant: a FY24 project of 120,000 without an award date.
 * Left per tranche: 0 / 20,000 / 300,000 / 400,000 / 500,000, judged on the server's fixed today,
 * 2026-11-22 (BIL_FIXED_NOW): FY23's deadline 2026-09-30 has passed, so its 20,000 is lapsed (not
 * available); FY24's deadline 2027-09-30 is within 12 months (at risk since 2026-10-01).
 * Under grant: FY22 100,000 + FY23 180,000 = 280,000.
 * Available: 0 / 0 / 300,000 / 400,000 / 500,000 = 1,200,000. Lapsed: FY23 20,000.
 * Check: allocated 1,500,000 - under grant 280,000 = 1,220,000 = available 1,200,000 + lapsed 20,000
 * (the old 'total-balance' showed 1,220,000: the lapsed 20,000 inside a balance, issue 30).
 */
const FIXTURE = {
  allocations: { fy22: 100_000, fy23: 200_000, fy24: 300_000, fy25: 400_000, fy26: 500_000 },
  projects: [
    {
      title: 'E2E FY22 runway',
      fiscal_year: 2022,
      bil_aig_amount: 80_000,
      application_date: '2022-03-01',
      award_date: '2022-06-01',
      grant_number: '9101',
    },
    {
      title: 'E2E FY23 taxiway',
      fiscal_year: 2023,
      bil_aig_amount: 150_000,
      application_date: '2023-02-01',
      award_date: '2023-05-01',
      grant_number: '9102',
    },
    { title: 'E2E FY24 apron (pending)', fiscal_year: 2024, bil_aig_amount: 120_000 },
    {
      title: 'E2E FY25 lighting',
      fiscal_year: 2025,
      bil_aig_amount: 50_000,
      application_date: '2025-01-10',
      award_date: '2025-04-01',
      grant_number: '9103',
    },
  ],
  available: ['$0', '$0', '$300,000', '$400,000', '$500,000'],
  lapsed: ['$0', '$20,000', '$0', '$0', '$0'],
  states: ['Under grant', 'Past deadline', 'At risk', 'Open', 'Open'],
  totals: { underGrant: '$280,000', available: '$1,200,000', lapsed: '$20,000' },
};

/** Airports other specs name and work on: the fixture never empties one of them. */
const USED_BY_OTHER_SPECS = new Set(['BNA', 'MEM', 'MQY', 'TYS', 'JWN']);

/** Picks the PM's airport with the fewest projects, removes its projects and loads the fixture. */
async function loadFixture(api: APIRequestContext, pm: string): Promise<string> {
  const catalog = await readJson<Catalog>(api, '/api/airports');
  const candidates = catalog.airports
    .filter((airport) => airport.tdotPm === pm && !USED_BY_OTHER_SPECS.has(airport.airportCode))
    .sort((a, b) => a.projectCount - b.projectCount);
  const code = candidates[0]?.airportCode;
  if (!code) throw new Error(`no airport of ${pm}`);
  const existing = await readJson<{ data: { id: string }[] }>(api, `/api/airports/${code}/projects`);
  for (const project of existing.data) {
    const removed = await api.post(`/api/projects/${project.id}/force-delete`, {
      data: { reason: 'E2E airport fixture' },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  const saved = await api.patch(`/api/airports/${code}/balances`, {
    data: { allocations: FIXTURE.allocations, notes: 'E2E fixture allocations' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const { title, ...fields } of FIXTURE.projects) {
    const created = await api.post('/api/projects', {
      data: { airport_code: code, project_title: title, tdot_pm: pm, ...fields },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return code;
}

test.describe('Airports catalogue and airport details', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an administrator sees every airport and an airport whose balances match the hand-checked fixture', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(FIXED_NOW));
    const api = await openAdminApi();
    const pmCatalog = await readJson<Catalog>(api, '/api/airports');
    // The server judges tranches on its fixed day, not the real one (issue 37).
    expect(pmCatalog.today).toBe(FIXED_TODAY);
    const pm = pmCatalog.airports.find((airport) => airport.tdotPm)?.tdotPm ?? '';
    const code = await loadFixture(api, pm);
    const total = pmCatalog.airports.length;

    await signInAs(page, 'admin');
    await page.goto('/airports');
    await expect(page.getByRole('heading', { name: 'Airports Catalog', level: 1 })).toBeVisible();
    await expect(page.locator('[data-testid^="airport-row-"]')).toHaveCount(total);
    // Dates in the app's own format (MM/DD/YYYY), not the ISO form the API carries.
    const [year, month, day] = FIXED_TODAY.split('-');
    await expect(page.getByTestId('airport-count')).toHaveText(
      new RegExp(`balances as of ${month ?? ''}/${day ?? ''}/${year ?? ''}$`),
    );
    await page.screenshot({ path: `${SHOTS}/airports-catalog-admin.png`, fullPage: false });

    await page.getByLabel('Search airports').fill(code);
    await expect(page.getByTestId(`airport-row-${code}`)).toBeVisible();
    const row = page.getByTestId(`airport-row-${code}`);
    await expect(row.getByTestId('airport-available')).toHaveText(FIXTURE.totals.available);
    await expect(row.getByTestId('airport-lapsed')).toHaveText(FIXTURE.totals.lapsed);
    await page.getByLabel('Search airports').fill('');
    await page.getByRole('combobox', { name: 'Filter by balance' }).click();
    await page.getByRole('option', { name: 'At risk (deadline within 12 months)' }).click();
    await expect(page.getByTestId(`airport-row-${code}`)).toBeVisible();

    await page.getByTestId(`airport-row-${code}`).getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(`/airports/${code}`);
    for (const [index, label] of ['FY22', 'FY23', 'FY24', 'FY25', 'FY26'].entries()) {
      const row = page.getByTestId(`tranche-${label}`);
      await expect(row.getByTestId('tranche-available')).toHaveText(FIXTURE.available[index] ?? '');
      await expect(row.getByTestId('tranche-lapsed')).toHaveText(FIXTURE.lapsed[index] ?? '');
      await expect(row).toContainText(FIXTURE.states[index] ?? '');
    }
    await expect(page.getByTestId('total-under-grant')).toHaveText(FIXTURE.totals.underGrant);
    await expect(page.getByTestId('total-available')).toHaveText(FIXTURE.totals.available);
    await expect(page.getByTestId('total-lapsed')).toHaveText(FIXTURE.totals.lapsed);
    await expect(page.getByTestId('tranche-at-risk-warning')).toContainText('FY24 money at risk');
    await expect(page.getByTestId('tranche-past-deadline-warning')).toContainText('FY23 past deadline');
    await expect(page.getByText('E2E FY24 apron (pending)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Funding by year and program' })).toBeVisible();
    await expect(page.getByText('9103', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/airport-at-risk-admin.png`, fullPage: true });

    await page.getByRole('button', { name: 'Edit allocations' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('FY26 allocation').fill('600000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('tranche-FY26').getByTestId('tranche-available')).toHaveText('$600,000');
    await expect(page.getByTestId('total-available')).toHaveText('$1,300,000');
    await api.dispose();
  });

  test('a PM sees only their airports, cannot edit, and gets the not-found state for another airport', async ({
    page,
    pageProblems,
  }) => {
    allowFailedRequests(pageProblems, 404);
    await page.clock.setFixedTime(new Date(FIXED_NOW));
    await signInAs(page, 'pm');
    const own = await readJson<Catalog>(page.request, '/api/airports');
    const names = new Set(own.airports.map((airport) => airport.tdotPm));
    expect(names.size).toBe(1);
    const api = await openAdminApi();
    const all = await readJson<Catalog>(api, '/api/airports');
    const pmName = [...names][0] ?? '';
    expect(own.airports.length).toBe(all.airports.filter((airport) => airport.tdotPm === pmName).length);
    const other = all.airports.find((airport) => airport.tdotPm !== pmName);
    expect(other).toBeDefined();

    await page.goto('/airports');
    await expect(page.locator('[data-testid^="airport-row-"]')).toHaveCount(own.airports.length);
    await page.screenshot({ path: `${SHOTS}/airports-catalog-pm.png` });

    const mine = own.airports[0]?.airportCode ?? '';
    await page.goto(`/airports/${mine}`);
    await expect(page.getByTestId('tranche-FY22')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit allocations' })).toHaveCount(0);
    const refused = await page.request.patch(`/api/airports/${mine}/balances`, {
      data: { notes: 'not mine to change' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(403);

    await page.goto(`/airports/${other?.airportCode ?? ''}`);
    await expect(page.getByTestId('airport-not-found')).toBeVisible();
    await expect(page.getByTestId('airport-not-found')).toContainText(
      'was not found among the airports you can see',
    );
    await api.dispose();
  });

  test('a viewer sees the catalogue but cannot edit; an unknown code shows the not-found state', async ({
    page,
    pageProblems,
  }) => {
    allowFailedRequests(pageProblems, 404);
    await signInAs(page, 'viewer');
    await page.goto('/airports');
    await expect(page.getByRole('heading', { name: 'Airports Catalog', level: 1 })).toBeVisible();
    const refused = await page.request.patch('/api/airports/BNA/balances', {
      data: { notes: 'no' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(403);
    await page.goto('/airports/ZZZZ');
    await expect(page.getByTestId('airport-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Airport not found' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/airport-not-found.png` });
  });
});
