import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { allowFailedRequests, expect, openAdminApi, signInAs, test } from './support/sign-in';

// PM dashboards and PM management (issue 7). Demo data: pm@demo.test is Marcus Reed.
const OWN_PM = 'Marcus Reed';
const OTHER_PM = 'Alicia Gaines';
const NEW_PM = 'Brandon Whitaker';
const SHOTS = process.env.PM_SHOTS_DIR ?? '/tmp/shots-pmB';
mkdirSync(SHOTS, { recursive: true });

const pmPath = (pm: string) => `/pm/${encodeURIComponent(pm)}`;

type Management = {
  pms: { pm: string; airports: { airportCode: string }[]; openProjectCount: number }[];
};
type PmPage = { airports: { airportCode: string; isAssigned: boolean; openProjectCount: number }[] };

async function readJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test.describe('PM dashboards and PM management', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an administrator reassigns an airport after a confirmation that states how many open projects move', async ({
    page,
  }) => {
    const api = await openAdminApi();
    const management = await readJson<Management>(api, '/api/pm/management');
    const from = management.pms.find((row) => row.pm === OTHER_PM);
    // The airport of OTHER_PM with the most open projects of theirs.
    let airportCode = '';
    let expected = -1;
    for (const airport of from?.airports ?? []) {
      const query = new URLSearchParams({ airport_code: airport.airportCode, to_pm: NEW_PM });
      const preview = await readJson<{ openProjectCount: number }>(
        api,
        `/api/pm/reassignments/preview?${query.toString()}`,
      );
      if (preview.openProjectCount > expected) {
        airportCode = airport.airportCode;
        expected = preview.openProjectCount;
      }
    }
    expect(expected).toBeGreaterThan(0);

    await signInAs(page, 'admin');
    await page.goto('/pm/management');
    await expect(page.getByRole('heading', { name: 'PM Management', level: 1 })).toBeVisible();
    await expect(page.getByTestId('pm-workload-row')).toHaveCount(management.pms.length);
    await page.screenshot({ path: `${SHOTS}/pm-management-admin.png`, fullPage: true });

    await page.getByRole('button', { name: 'Reassign airport' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign an airport' });
    await dialog.getByLabel('Airport').selectOption(airportCode);
    await dialog.getByLabel('New project manager').selectOption(NEW_PM);
    const plural = `${expected} open project${expected === 1 ? '' : 's'}`;
    await expect(dialog.getByTestId('reassign-count')).toHaveText(plural);
    await expect(dialog.getByTestId('reassign-confirmation')).toContainText(
      'open means the status is not executed',
    );
    // The verb agrees with the count ("1 open project ... moves", "2 open projects ... move").
    await expect(dialog.getByTestId('reassign-confirmation')).toContainText(
      `${plural} at ${airportCode} ${expected === 1 ? 'moves' : 'move'} with it`,
    );
    await page.screenshot({ path: `${SHOTS}/pm-reassign-dialog.png` });
    await dialog.getByRole('button', { name: `Reassign and move ${plural}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${airportCode} is now assigned to ${NEW_PM}`)).toBeVisible();

    // The airport is under the new PM and its open projects went with it.
    const newRow = page.locator(`[data-testid="pm-workload-row"][data-pm="${NEW_PM}"]`);
    await expect(newRow.getByText(airportCode, { exact: true })).toBeVisible();
    const after = await readJson<PmPage>(api, `/api/pm/${encodeURIComponent(NEW_PM)}`);
    const moved = after.airports.find((airport) => airport.airportCode === airportCode);
    expect(moved).toMatchObject({ isAssigned: true });
    expect(moved?.openProjectCount ?? 0).toBeGreaterThanOrEqual(expected);
    const before = await readJson<PmPage>(api, `/api/pm/${encodeURIComponent(OTHER_PM)}`);
    const left = before.airports.find((airport) => airport.airportCode === airportCode);
    expect(left?.openProjectCount ?? 0).toBe(0);
    expect(left?.isAssigned ?? false).toBe(false);

    // The audit log screen shows the reassignment.
    await page.goto('/admin/audit-logs');
    await expect(page.getByText('Reassigned airport').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pm-audit-log.png` });
    await api.dispose();
  });

  test('a PM sees their own dashboard and is refused another PM’s, by the server and on screen', async ({
    page,
    pageProblems,
  }) => {
    await signInAs(page, 'pm');
    await page.goto(pmPath(OWN_PM));
    await expect(page.getByRole('heading', { name: OWN_PM, level: 1 })).toBeVisible();
    await expect(page.getByTestId('pm-dashboard-view')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overdue items' })).toBeVisible();
    await expect(page.getByTestId('pm-target-award')).toContainText('Target 90 days');
    await expect(page.getByTestId('pm-target-sub-award')).toContainText('Target 60 days');
    await expect(page.getByTestId('pm-charts').locator('svg').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pm-dashboard.png`, fullPage: true });

    const refused = await page.request.get(`/api/pm/${encodeURIComponent(OTHER_PM)}`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: 'You can only view your own PM dashboard.' });

    allowFailedRequests(pageProblems, 403);
    await page.goto(pmPath(OTHER_PM));
    await expect(page.getByTestId('pm-refused')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You can only view your own PM dashboard.')).toBeVisible();
    await expect(page.getByTestId('pm-dashboard-view')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/pm-refused.png` });
  });

  test('a viewer sees PM management read-only and can open a PM’s page', async ({ page }) => {
    await signInAs(page, 'viewer');
    await page.goto('/pm/management');
    await expect(page.getByTestId('pm-workload-table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reassign airport' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/pm-management-viewer.png`, fullPage: true });
    await page.getByRole('link', { name: OTHER_PM }).click();
    await expect(page).toHaveURL(new RegExp(`${pmPath(OTHER_PM).replace(/%20/g, '%20')}$`));
    await expect(page.getByTestId('pm-dashboard-view')).toBeVisible();
  });
});
