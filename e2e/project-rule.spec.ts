import { allowRefusedRequests, expectToast, fetchFromPage, fillNewProject, stamp } from './projects-support';
import { expect, signInAs, test } from './support/sign-in';

/**
 * Issue 30, observation 5, in the browser: the form keeps what was typed and refuses it with the words
 * the import and the API use; a blank total is worked out as BIL + state + local; a total below that is
 * refused with the same message the server gives.
 */
test.describe('one project rule in the form', () => {
  test('refuses "-500", "12abc" and "20X6" with messages, never changing them', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/bil/projects/new');
    const aig = page.getByLabel('BIL AIG amount');
    const state = page.getByLabel('State amount');
    const year = page.getByLabel('Fiscal year');
    await aig.fill('-500');
    await state.fill('12abc');
    await year.fill('20X6');
    await year.blur();
    await expect(aig).toHaveValue('-500');
    await expect(state).toHaveValue('12abc');
    await expect(year).toHaveValue('20X6');
    await expect(page.getByText('BIL AIG amount cannot be negative')).toBeVisible();
    await expect(page.getByText('State amount must be a number')).toBeVisible();
    await expect(page.getByText('Fiscal year must be a whole number')).toBeVisible();

    await fillNewProject(page, { title: `E2E rule ${stamp()}`, airport: 'BNA' });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Please correct the highlighted fields. Nothing was saved.')).toBeVisible();
    const listed = page.getByTestId('form-error-fields');
    await expect(listed).toContainText('BIL AIG amount: BIL AIG amount cannot be negative');
    await expect(listed).toContainText('State amount: State amount must be a number');
    await expect(listed).toContainText('Fiscal year: Fiscal year must be a whole number');
    await expect(year).toHaveAttribute('aria-invalid', 'true');
  });

  test('works out a blank total and refuses a total below its parts', async ({ page, pageProblems }) => {
    allowRefusedRequests(pageProblems, [400]);
    const title = `E2E blank total ${stamp()}`;
    await signInAs(page, 'admin');
    await page.goto('/bil/projects/new');
    await fillNewProject(page, { title, airport: 'BNA', aig: '1,000' });
    await page.getByLabel('State amount').fill('$250.50');
    await page.getByLabel('Local amount').fill('49.50');
    const total = page.getByLabel('Total amount');
    await expect(total).toHaveValue('$1,300');

    // Typed below its parts: refused beside the field, with the server's words.
    await total.fill('5');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByTestId('form-error-fields')).toContainText(
      'Total amount: Total amount ($5) is less than the sum of its parts: BIL, state and local ($1,300)',
    );
    // The server says the same to a caller that skips the form.
    const refused = await fetchFromPage(page, 'POST', '/api/projects', {
      project_title: title,
      airport_code: 'BNA',
      bil_aig_amount: 1000,
      total_amount: 5,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      issues: [
        {
          path: 'total_amount',
          message: 'Total amount ($5) is less than the sum of its parts: BIL, state and local ($1,000)',
        },
      ],
    });

    // Left blank: saved as BIL + state + local.
    await total.fill('');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/projects') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create Project' }).click();
    const project = (await (await saved).json()) as { total_amount: number | string };
    expect(Number(project.total_amount)).toBe(1300);
    await expectToast(page, `Project ${title} created successfully`);
  });
});
