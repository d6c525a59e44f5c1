import {
  allowRefusedRequests,
  expectToast,
  fetchFromPage,
  fillNewProject,
  projectRow,
  stamp,
} from './projects-support';
import { expect, signInAs, test } from './support/sign-in';

type ProjectBody = { id: string; project_title: string; version: number };
type ProjectPageBody = { data: ProjectBody[] };

test.describe('BIL projects', () => {
  test('an administrator creates, edits, views and force deletes a project, then deletes a grant', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = stamp();
    const title = `E2E admin project ${run}`;
    const grant = `E2E-${run}`;
    await signInAs(page, 'admin');
    await page.goto('/bil/projects');
    await expect(page.getByRole('heading', { name: 'BIL Projects' })).toBeVisible();
    await page.getByRole('link', { name: 'New Project' }).click();
    await expect(page).toHaveURL(/\/bil\/projects\/new$/);

    await fillNewProject(page, { title, airport: 'BNA', grant, aig: '1000000', total: '1250000' });
    await expect(page.getByLabel('Airport name')).toHaveValue('Nashville International');
    await expect(page.getByLabel('City')).toHaveValue('Nashville');
    await page.getByLabel('BIL ATP amount').fill('50000');
    await expect(page.getByTestId('bil-amount')).toHaveText('$1,050,000');
    await expect(page.getByText('BIL amount (AIG)')).toBeVisible();
    // An award before the application is allowed, but asked about first.
    await page.getByLabel('Application date').fill('2025-03-10');
    await page.getByLabel('Award date', { exact: true }).fill('2025-03-01');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText(/Award date \(03\/01\/2025\) is before the application date/)).toBeVisible();
    await page.getByRole('button', { name: 'Save anyway' }).click();

    await expectToast(page, `Project ${title} created successfully`);
    await expect(page).toHaveURL(/\/bil\/projects\?expand=[0-9a-f-]{36}$/);
    const row = projectRow(page, title);
    await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: title, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText('Financial Information')).toBeVisible();
    await expect(page.getByText('To be added')).toBeVisible();

    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
    const edited = `${title} edited`;
    await page.getByLabel('Project title').fill(edited);
    await page.getByLabel('TX number').fill('TX-42');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, `Project ${edited} updated successfully`);
    const editedRow = projectRow(page, edited);
    await expect(editedRow).toBeVisible();

    await editedRow.getByRole('link', { name: `Details of ${edited}` }).click();
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    for (const card of ['Project Summary', 'Location', 'Financial Summary', 'Key Dates']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Full Details' }).click();
    await expect(page.getByRole('heading', { name: 'System Information' })).toBeVisible();
    await expect(page.getByText('TX-42')).toBeVisible();
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(page.getByRole('heading', { name: 'Processing Times' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current Status' })).toBeVisible();
    await page.getByRole('tab', { name: 'Financial' }).click();
    await expect(page.getByRole('heading', { name: 'Funding Distribution' })).toBeVisible();
    await expect(page.getByText('$1,050,000 · 84.0%')).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/bil\/projects\?expand=/);

    await projectRow(page, edited)
      .getByRole('button', { name: `Force delete ${edited}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Force delete project' });
    await dialog.getByRole('button', { name: 'Force delete' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Created by the browser test');
    await dialog.getByRole('button', { name: 'Force delete' }).click();
    await expectToast(page, `Project ${edited} deleted successfully`);
    await expect(projectRow(page, edited)).toHaveCount(0);

    // A grant of two projects, deleted as a whole.
    for (const name of ['first', 'second']) {
      const created = await page.request.post('/api/projects', {
        data: { project_title: `E2E grant ${name} ${run}`, airport_code: 'JWN', grant_number: grant },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto(`/bil/projects?grant=${grant}`);
    await expect(page.getByTestId('project-count')).toHaveText(/Showing 2 of/);
    await page.getByRole('button', { name: `Delete grant ${grant}` }).click();
    const grantDialog = page.getByRole('dialog', { name: `Delete grant ${grant}` });
    await grantDialog.getByLabel('Reason').fill('Browser test clean-up');
    await grantDialog.getByRole('button', { name: 'Delete grant' }).click();
    await expectToast(page, `Grant ${grant} deleted successfully`);
    await expectToast(page, '2 projects were deleted.');
    await expect(page.getByText('No projects match your current filters.')).toBeVisible();
  });

  test('a PM works with their own projects only', async ({ page, pageProblems }) => {
    test.setTimeout(60_000);
    allowRefusedRequests(pageProblems, [403]);
    const title = `E2E PM project ${stamp()}`;
    await signInAs(page, 'pm');
    await page.goto('/bil/projects/new');
    await expect(page.getByLabel('TDOT PM')).toHaveValue('Marcus Reed');
    await expect(page.getByLabel('TDOT PM')).toHaveAttribute('readonly');
    // The picker offers only the PM's airports.
    const airport = page.getByRole('combobox', { name: 'Airport', exact: true });
    await airport.click();
    await airport.fill('MEM');
    await expect(page.getByText('No airport matches')).toBeVisible();
    await airport.fill('');
    await fillNewProject(page, { title, airport: 'BNA', aig: '200000', total: '200000' });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, `Project ${title} created successfully`);
    await expect(projectRow(page, title)).toBeVisible();

    // The server refuses a project on another PM's airport, whatever the page offers.
    const refused = await fetchFromPage(page, 'POST', '/api/projects', {
      project_title: 'Not mine',
      airport_code: 'MEM',
      tdot_pm: 'Marcus Reed',
    });
    expect(refused).toEqual({
      status: 403,
      body: { error: 'TDOT PMs can only create projects assigned to themselves' },
    });

    await projectRow(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await page.getByLabel('Comments', { exact: true }).fill('Edited by the PM');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, `Project ${title} updated successfully`);

    const row = projectRow(page, title);
    await expect(row.getByRole('button', { name: `Force delete ${title}` })).toHaveCount(0);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete project' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, `Project ${title} deleted successfully`);
    await expect(projectRow(page, title)).toHaveCount(0);
  });

  test('a viewer sees the list without edit controls, and the server refuses their changes', async ({
    page,
    pageProblems,
  }) => {
    allowRefusedRequests(pageProblems, [403]);
    await signInAs(page, 'viewer');
    await page.goto('/bil/projects');
    await expect(page.getByRole('heading', { name: 'BIL Projects' })).toBeVisible();
    await expect(page.getByTestId('project-count')).toHaveText(/Showing \d+ of \d+ projects/);
    await expect(page.getByRole('link', { name: /^Details of / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Project' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Force delete|Delete) / })).toHaveCount(0);

    const list = await fetchFromPage(page, 'GET', '/api/projects?limit=1');
    expect(list.status).toBe(200);
    const project = (list.body as ProjectPageBody).data[0];
    if (!project) throw new Error('the demo data has no project');
    const path = `/api/projects/${project.id}`;
    const calls = await Promise.all([
      fetchFromPage(page, 'POST', '/api/projects', { project_title: 'Viewer', airport_code: 'BNA' }),
      fetchFromPage(page, 'PATCH', path, { version: project.version, changes: { project_title: 'Viewer' } }),
      fetchFromPage(page, 'DELETE', path, { reason: null }),
      fetchFromPage(page, 'POST', `${path}/force-delete`, { reason: 'Viewer' }),
      fetchFromPage(page, 'DELETE', '/api/grants/1', { reason: 'Viewer' }),
    ]);
    expect(calls.map((call) => call.status)).toEqual([403, 403, 403, 403, 403]);
  });

  test('the form checks fields before saving, and bad project addresses explain themselves', async ({
    page,
    pageProblems,
  }) => {
    // Four screens and two saves: 28.9 s of a 30 s budget on a busy 2-core machine (2026-11-29).
    test.setTimeout(90_000);
    allowRefusedRequests(pageProblems, [404, 409]);
    await signInAs(page, 'admin');
    await page.goto('/bil/projects/new');
    await page.getByLabel('Fiscal year').fill('1999');
    await page.getByRole('button', { name: 'Create Project' }).click();
    // Each message shows at its field and in the list under the form's message.
    const listed = page.getByTestId('form-error-fields');
    await expect(listed).toContainText('Project title: Project title is required');
    await expect(listed).toContainText('Airport code is required');
    await expect(listed).toContainText('Fiscal year: Fiscal year must be between 2000 and 2100');
    await expect(page.getByLabel('Project title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Fiscal year')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please correct the highlighted fields. Nothing was saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/bil\/projects\/new$/);

    await page.goto('/bil/projects/not-a-project/details');
    await expect(page.getByText('Invalid project ID format')).toBeVisible();
    const missing = '4b1f2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    await page.goto(`/bil/projects/${missing}/details`);
    await expect(page.getByText('Error Loading Project')).toBeVisible();
    await expect(page.getByText(`Project with ID ${missing} not found`)).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/bil\/projects$/);

    // Someone else saves while the form is open: the save is refused with a Reload, which shows their change.
    const created = await page.request.post('/api/projects', {
      data: { project_title: `E2E stale ${stamp()}`, airport_code: 'BNA' },
    });
    const project = (await created.json()) as ProjectBody;
    await page.goto(`/bil/projects/${project.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
    const patched = await page.request.patch(`/api/projects/${project.id}`, {
      data: { version: project.version, changes: { comments: 'Saved elsewhere', work_code: 'WC-OTHER' } },
    });
    expect(patched.status()).toBe(200);
    await page.getByLabel('Work code', { exact: true }).fill('WC-1');
    await page.getByLabel('UPIN', { exact: true }).fill('UP-MINE');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changed by someone else', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'This project was changed by someone else since you opened it. Reload to see their changes.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    // Their change arrives, what this person typed stays, and the field both changed is shown side by side.
    await expect(page.getByLabel('Comments', { exact: true })).toHaveValue('Saved elsewhere');
    await expect(page.getByLabel('UPIN', { exact: true })).toHaveValue('UP-MINE');
    await expect(page.getByLabel('Work code', { exact: true })).toHaveValue('WC-1');
    const review = page.getByTestId('conflict-review');
    await expect(review.locator('tr[data-field="work_code"]')).toContainText('WC-1');
    await expect(review.locator('tr[data-field="work_code"]')).toContainText('WC-OTHER');
    await review.getByRole('button', { name: 'Use the saved value: Work code' }).click();
    await expect(page.getByLabel('Work code', { exact: true })).toHaveValue('WC-OTHER');
    await review.getByRole('button', { name: 'Keep mine: Work code' }).click();
    await expect(page.getByLabel('Work code', { exact: true })).toHaveValue('WC-1');
    await expect(page.getByText('Changed by someone else', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/bil\/projects(\?|$)/);
    const merged = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(merged).toMatchObject({ work_code: 'WC-1', upin: 'UP-MINE', comments: 'Saved elsewhere' });
    await page.request.post(`/api/projects/${project.id}/force-delete`, {
      data: { reason: 'Browser test clean-up' },
    });
  });

  test('the total adds up the amounts as they are typed; a refused submit names its fields', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/bil/projects/new');
    const total = page.getByLabel('Total amount');
    await page.getByLabel('BIL AIG amount').fill('1000000');
    await page.getByLabel('State amount').fill('50000');
    await page.getByLabel('Local amount').fill('25000');
    await expect(total).toHaveValue('$1,075,000');

    // A total of one's own stays, with the difference and a way back to the sum.
    await total.fill('2000000');
    await page.getByLabel('State amount').fill('60000');
    // What was typed stays as typed (issue 30: the form never changes it without saying so).
    await expect(total).toHaveValue('2000000');
    await expect(page.getByTestId('total-difference')).toContainText(
      'The total is $915,000 more than its parts.',
    );
    await page.getByRole('button', { name: 'Use the sum as the total' }).click();
    await expect(total).toHaveValue('$1,085,000');

    // The message says which fields it means.
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Please correct the highlighted fields. Nothing was saved.')).toBeVisible();
    await expect(page.getByTestId('form-error-fields')).toContainText(
      'Project title: Project title is required',
    );

    // Fixed, the submit only asks to confirm the warning: the old message is gone.
    const title = `E2E total ${stamp()}`;
    await fillNewProject(page, { title, airport: 'BNA' });
    await page.getByLabel('Application date', { exact: true }).fill('2025-03-01');
    await page.getByLabel('Award date', { exact: true }).fill('2025-02-01');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Please check these values')).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields. Nothing was saved.')).toHaveCount(0);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/projects') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save anyway' }).click();
    const project = (await (await saved).json()) as ProjectBody & { total_amount: number | string };
    expect(Number(project.total_amount)).toBe(1085000);
    await page.request.post(`/api/projects/${project.id}/force-delete`, {
      data: { reason: 'Browser test clean-up' },
    });
  });

  test('every keystroke in the search updates the table', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'admin');
    await page.goto('/bil/projects');
    await expect(page.getByTestId('project-count')).toHaveText(/Showing ([\d,]+) of \1 projects/);

    // Timed inside the page: from the input event to the next frame after the count changed.
    const timings = await page.evaluate(
      async (queries) => {
        const input = document.querySelector<HTMLInputElement>('input[aria-label="Search projects"]');
        const counter = document.querySelector('[data-testid="project-count"]');
        // React sees a typed value only through the native setter; it is called with .call(input) below.
        // eslint-disable-next-line @typescript-eslint/unbound-method
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (!input || !counter || !setValue) throw new Error('search box or count not found');
        const results: number[] = [];
        for (const query of queries) {
          const before = counter.textContent;
          // A query that leaves the count as it was is not timed (nothing to see change).
          const changed = new Promise<boolean>((resolve) => {
            const observer = new MutationObserver(() => {
              if (counter.textContent !== before) {
                observer.disconnect();
                resolve(true);
              }
            });
            observer.observe(counter, { subtree: true, childList: true, characterData: true });
            setTimeout(() => {
              observer.disconnect();
              resolve(false);
            }, 1500);
          });
          const start = performance.now();
          setValue.call(input, query);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          if (!(await changed)) continue;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          results.push(performance.now() - start);
        }
        return results;
      },
      ['taxiway', 'taxiway b', '', 'mem', 'bna', '', 'runway', 'hangar', '', 'lighting', ''],
    );
    expect(timings.length).toBeGreaterThanOrEqual(5);
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Infinity;
    test.info().annotations.push({
      type: 'search timings (ms)',
      description: timings.map((t) => t.toFixed(1)).join(', '),
    });
    // The speed target (< 100 ms) is a figure to measure on a quiet machine, not a pass mark here.
    console.log(
      `search keystroke to table: median ${median.toFixed(1)} ms over ${timings.length} keystrokes`,
    );
  });
});
