import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, expect, openAdminApi, signInAs, signInWith, test } from './support/sign-in';

// Project delivery (issue 19; derived milestones, issue 30). Run on its own port: E2E_PORT=3314.
const SHOTS = process.env.DELIVERY_SHOTS_DIR ?? '/work/shots/delivery';
mkdirSync(SHOTS, { recursive: true });

// A drawer is fixed to the window: its shots are of the window, the lists' of the whole page.
async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

type Portfolio = {
  byPm: { key: string; projects: number }[];
  rows: { projectId: string; tdotPm: string | null; projectTitle: string }[];
};

/** The day in New York, shifted by `days` (the server's today). */
function newYorkDay(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
}

async function grantDeliveryFlag(role: 'pm' | 'viewer', tdotPm?: string) {
  const admin = await openAdminApi();
  const account = await createAccount(admin, { prefix: `delivery-${role}`, role, tdotPm });
  const patched = await admin.patch(`/api/admin/users/${account.userId}`, {
    data: { flags: { can_access_project_delivery: true } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await admin.dispose();
  return account;
}

test.describe('/delivery', () => {
  test.setTimeout(120_000);

  test('an administrator sees late projects first, opens one, and edits it; an out-of-order date is refused', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { name: 'Project Delivery', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Project Delivery' })).toBeVisible();
    const first = page.getByTestId('delivery-row').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first).toHaveAttribute('data-health', 'late');
    await expect(first.getByTestId('badge-late')).toBeVisible();
    await expect(page.getByTestId('kpi-delivery-late')).not.toContainText(/^Late0/);
    await shoot(page, 'delivery-admin');

    await page.getByRole('radiogroup').getByText('Per airport').click();
    await expect(
      page.getByTestId('delivery-groups').getByRole('columnheader', { name: 'Airport' }),
    ).toBeVisible();
    await shoot(page, 'delivery-admin-per-airport');

    await first.getByRole('button', { name: /^Open / }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('milestone-timeline')).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByTestId('milestone-timeline').getByText('Late').first()).toBeVisible();
    await shoot(page, 'delivery-admin-drawer', false);

    // Bid opening cannot have happened before design was complete.
    await drawer.getByLabel('Design complete actual').fill(newYorkDay(-1));
    await drawer.getByLabel('Bid opening actual').fill(newYorkDay(-2));
    await drawer.getByRole('button', { name: 'Save delivery record' }).click();
    await expect(
      drawer.getByText('Bid opening (actual) cannot be before design complete (actual)'),
    ).toBeVisible();
    await shoot(page, 'delivery-admin-refused', false);

    // Closed and opened again, the form starts from the saved record; a percent change saves.
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await first.getByRole('button', { name: /^Open / }).click();
    await expect(drawer.getByTestId('delivery-form')).toBeVisible({ timeout: 15_000 });
    const percent = drawer.getByRole('textbox', { name: 'Percent complete' });
    const current = Number((await percent.inputValue()).replace('%', '')) || 0;
    await percent.fill(String(current >= 99 ? current - 1 : current + 1));
    await drawer.getByRole('button', { name: 'Save delivery record' }).click();
    await expect(page.getByText('Delivery record saved')).toBeVisible({ timeout: 15_000 });
  });

  test('a PM with the flag sees and edits only their own airports; another PM’s project is not found', async ({
    page,
  }) => {
    const admin = await openAdminApi();
    const overview = (await (await admin.get('/api/delivery?pageSize=200')).json()) as Portfolio;
    await admin.dispose();
    const [mine, other] = overview.byPm.filter((group) => group.key !== '').map((group) => group.key);
    expect(mine && other).toBeTruthy();
    const admin2 = await openAdminApi();
    const others = (await (
      await admin2.get(`/api/delivery?pm=${encodeURIComponent(other ?? '')}`)
    ).json()) as Portfolio;
    await admin2.dispose();
    const pm = await grantDeliveryFlag('pm', mine);

    await signInWith(page, pm.email, pm.password);
    await page.goto('/delivery');
    await expect(page.getByTestId('delivery-row').first()).toBeVisible({ timeout: 30_000 });
    const pms = await page.getByTestId('delivery-row').locator('td:nth-child(3)').allTextContents();
    expect(pms.every((name) => name === mine)).toBe(true);
    await page
      .getByTestId('delivery-row')
      .first()
      .getByRole('button', { name: /^Open / })
      .click();
    await expect(page.getByRole('dialog').getByTestId('delivery-form')).toBeVisible({ timeout: 15_000 });
    await shoot(page, 'delivery-pm-drawer', false);

    const foreign = others.rows[0]?.projectId ?? '';
    const response = await page.request.get(`/api/delivery/${foreign}`);
    expect(response.status()).toBe(404);
  });

  test('a viewer with the flag reads the timeline without a form', async ({ page }) => {
    const viewer = await grantDeliveryFlag('viewer');
    await signInWith(page, viewer.email, viewer.password);
    await page.goto('/delivery');
    await expect(page.getByTestId('delivery-row').first()).toBeVisible({ timeout: 30_000 });
    await page
      .getByTestId('delivery-row')
      .first()
      .getByRole('button', { name: /^Open / })
      .click();
    await expect(page.getByRole('dialog').getByTestId('milestone-timeline')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog').getByTestId('delivery-form')).toHaveCount(0);
    await shoot(page, 'delivery-viewer', false);
  });

  test('a project whose DBE contract is awarded shows contract award done on the contract’s date, from it, not editable', async ({
    page,
  }) => {
    // Issue 30: delivery reads the contract award from the DBE record instead of asking for it again.
    const admin = await openAdminApi();
    const { contracts } = (await (await admin.get('/api/dbe/contracts')).json()) as {
      contracts: { projectId: string; contractNumber: string; awardDate: string }[];
    };
    let picked: { projectId: string; contractNumber: string; awardDate: string } | undefined;
    for (const contract of [...contracts].sort((a, b) => a.awardDate.localeCompare(b.awardDate))) {
      const response = await admin.get(`/api/delivery/${contract.projectId}`);
      if (!response.ok()) continue;
      const detail = (await response.json()) as {
        hasRecord: boolean;
        milestoneSources: { contractAward?: { reference: string } };
      };
      if (detail.hasRecord && detail.milestoneSources.contractAward?.reference === contract.contractNumber) {
        picked = contract;
        break;
      }
    }
    await admin.dispose();
    if (!picked) throw new Error('no tracked demo project with a DBE contract');
    const [year, month, day] = picked.awardDate.split('-');
    const shown = `${month}/${day}/${year}`;

    await signInAs(page, 'admin');
    await page.goto(`/delivery?project=${picked.projectId}`);
    const drawer = page.getByRole('dialog');
    const milestone = drawer.getByTestId('milestone-contractAward');
    await expect(milestone).toBeVisible({ timeout: 30_000 });
    await expect(milestone).toHaveAttribute('data-done', 'true');
    await expect(milestone).toContainText(`Actual ${shown}`);
    await expect(milestone).toContainText(`from DBE contract ${picked.contractNumber} (award)`);
    await expect(milestone.getByText('Late')).toHaveCount(0);
    await expect(drawer.getByTestId('bil-step-subAwardDate')).toContainText('status: executed');
    const input = drawer.getByLabel('Construction contract award actual');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(picked.awardDate);
    await shoot(page, 'delivery-derived-contract-award', false);
  });

  test('a viewer without the flag has no Project Delivery entry and is sent to the dashboard', async ({
    page,
  }) => {
    await signInAs(page, 'viewer');
    await page.goto('/delivery');
    await expect(page).toHaveURL(/\/bil\/dashboard/, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Project Delivery' })).toHaveCount(0);
  });
});
