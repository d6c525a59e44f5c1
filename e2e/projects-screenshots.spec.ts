import type { Page } from '@playwright/test';
import { fillNewProject } from './projects-support';
import { expect, signInAs, test } from './support/sign-in';

// Review aid, not a check: SCREENSHOT_DIR=/some/dir npx playwright test projects-screenshots
// writes images of the project list, an expanded row, the form, the details tabs and the UPIN dialog.
const screenshotDir = process.env.SCREENSHOT_DIR;
const shot = (name: string) => `${screenshotDir ?? ''}/projects-${name}.png`;
// Mantine's transitions (about 200 ms) finish before the picture is taken.
const settle = (page: Page) => page.waitForTimeout(400);

type ProjectPageBody = { data: { id: string; upin: string | null; project_title: string }[] };

test.describe('project screenshots', () => {
  test.skip(!screenshotDir, 'set SCREENSHOT_DIR to take screenshots');
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

  test('list, expanded row and UPIN dialog', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'admin');
    const list = (await (await page.request.get('/api/projects?limit=50')).json()) as ProjectPageBody;
    const project = list.data.find((item) => item.upin);
    if (!project?.upin) throw new Error('no demo project with a UPIN');

    await page.goto('/bil/projects');
    await expect(page.getByTestId('project-count')).toHaveText(/Showing/);
    await settle(page);
    await page.screenshot({ path: shot('list') });

    await page.goto(`/bil/projects?expand=${project.id}`);
    await expect(page.getByText('Financial Information')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot('expanded-row') });

    await page.getByRole('button', { name: `Open UPIN ${project.upin} in the facility system` }).click();
    await expect(page.getByRole('dialog', { name: 'Opening the facility system' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot('upin-dialog') });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/bil/projects');
    await expect(page.getByTestId('project-count')).toHaveText(/Showing/);
    await settle(page);
    await page.screenshot({ path: shot('list-phone') });
  });

  test('form with a validation error', async ({ page }) => {
    await signInAs(page, 'pm');
    await page.goto('/bil/projects/new');
    await fillNewProject(page, { title: '', airport: 'BNA', aig: '1500000', total: '1400000' });
    await page.getByLabel('Fiscal year').fill('1999');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project title is required')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot('form-validation') });
  });

  test('details tabs', async ({ page }) => {
    await signInAs(page, 'admin');
    const list = (await (await page.request.get('/api/projects?limit=50')).json()) as ProjectPageBody;
    const project = list.data[3] ?? list.data[0];
    if (!project) throw new Error('no demo project');
    await page.goto(`/bil/projects/${project.id}/details`);
    await expect(page.getByRole('heading', { name: 'Project Summary' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot('details-overview'), fullPage: true });
    for (const [tab, name] of [
      ['Full Details', 'details-full'],
      ['Timeline', 'details-timeline'],
      ['Financial', 'details-financial'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await settle(page);
      await page.screenshot({ path: shot(name), fullPage: true });
    }
  });
});
