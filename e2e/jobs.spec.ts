import { expect, signInAs, test } from './support/sign-in';

test.describe.configure({ timeout: 60_000 });

test('an admin sees every job with its schedule, runs one now and sees it in the last-run column', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();

  const row = page.locator('[data-testid="job-row"][data-job="jobs.prune-history"]');
  await expect(row).toContainText('15 3 * * *');
  await expect(row).toContainText('America/New_York');
  await expect(row.getByTestId('job-next-run')).not.toHaveText('—');
  // The demo's run of last night's slot.
  await expect(row.getByTestId('job-last-run')).toContainText('on schedule');

  await row.getByRole('button', { name: 'Run jobs.prune-history now' }).click();
  await expect(page.getByText('jobs.prune-history queued')).toBeVisible();
  // The runner in the server picks it up within seconds; the list reads itself again while it waits.
  await expect(row.getByTestId('job-last-run')).toContainText('run now', { timeout: 20_000 });
  await expect(row.getByTestId('job-last-run')).toContainText('Succeeded');
  await expect(page.getByText('No failed jobs.')).toBeVisible();
});

test('the jobs screen is for admins only', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/admin/jobs');
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await expect(page.getByTestId('job-row')).toHaveCount(0);
});
