import { mkdirSync } from 'node:fs';
import { expect, signInAs, test } from './support/sign-in';

// Import progress (issue 15): a few thousand rows show the bar with rows checked and written, then the
// counts. Run on its own port: E2E_PORT=3102.
const SHOTS = process.env.IMPORT_SHOTS_DIR ?? 'test-results/import-shots';
mkdirSync(SHOTS, { recursive: true });
const ROWS = 12_000;

test('an import shows a progress bar with rows checked and written, then the final counts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  const stamp = Date.now().toString(36).toUpperCase();
  const lines = ['airport_code,project_title,upin'];
  for (let index = 0; index < ROWS; index++) lines.push(`BNA,Progress ${stamp} ${index},P-${stamp}-${index}`);
  const file = { name: `progress-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };

  // The count can be on screen for less than one of expect's polls on a quiet machine, so the page itself
  // looks for it on every frame it draws.
  const sawText = (pattern: RegExp) =>
    page.waitForFunction((source) => new RegExp(source).test(document.body.textContent), pattern.source, {
      polling: 'raf',
      timeout: 90_000,
    });

  // The bar too, for the same reason: an apply can come and go between two of expect's polls.
  const sawBar = (label: string) =>
    page.waitForFunction(
      (name) => document.querySelector(`[role="progressbar"][aria-label="${name}"]`) !== null,
      label,
      { polling: 'raf', timeout: 90_000 },
    );

  await page.goto('/import');
  await expect(page.getByRole('combobox', { name: 'What to import' })).toHaveValue('Projects');
  const checkedSeen = sawText(/[\d,]+ rows checked/);
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('progressbar', { name: 'Checking rows' })).toBeVisible({ timeout: 20_000 });
  await checkedSeen;
  await page.screenshot({ path: `${SHOTS}/progress-dry-run-1440.png` });
  await expect(page.getByText(`${ROWS} to create`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/more are not listed \(the counts above include them\)/)).toBeVisible();

  // The apply is watched on a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const writtenSeen = sawText(/[\d,]+ rows checked, [\d,]+ rows written/);
  const applyingSeen = sawBar('Checking and writing rows');
  await page.getByRole('button', { name: `Apply ${ROWS} changes` }).click();
  await applyingSeen;
  await writtenSeen;
  await page.screenshot({ path: `${SHOTS}/progress-apply-390.png` });
  await expect(page.getByText('Import applied')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(`${ROWS} created, 0 updated, 0 unchanged, 0 refused`)).toBeVisible();

  // Leave the shared database as it was for the other tests.
  const history = page.getByRole('table', { name: 'Import history' });
  await history
    .getByRole('row', { name: new RegExp(`progress-${stamp}\\.csv`) })
    .first()
    .getByRole('button', { name: 'Undo' })
    .click();
  // Undo asks first (issue 35).
  await page
    .getByRole('dialog', { name: 'Undo this import?' })
    .getByRole('button', { name: 'Undo import' })
    .click();
  await expect(
    history
      .getByRole('row', { name: new RegExp(`progress-${stamp}\\.csv`) })
      .first()
      .getByText('Undone'),
  ).toBeVisible({
    timeout: 60_000,
  });
});
