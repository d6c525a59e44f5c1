import { createAccount, expect, openAdminApi, signInAs, signInWith, test } from './support/sign-in';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a project carries documents: an administrator uploads one on the Documents tab and downloads it', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'admin');
  const created = await page.request.post('/api/projects', {
    data: { project_title: `E2E documents ${Date.now().toString(36)}`, airport_code: 'BNA' },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  const project = (await created.json()) as { id: string };
  await page.goto(`/bil/projects/${project.id}/details?tab=documents`);
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('input[type=file]').setInputFiles({
    name: 'sponsor-letter.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const link = page.getByRole('link', { name: 'sponsor-letter.pdf' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('sponsor-letter.pdf');
  await page.request.post(`/api/projects/${project.id}/force-delete`, {
    data: { reason: 'Browser test clean-up' },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
});

test('a viewer without GC&I is not offered the Documents tab', async ({ page }) => {
  // A new viewer has the role's default flags, without GC&I (the demo viewer holds it to show the GC&I screens).
  const admin = await openAdminApi();
  const account = await createAccount(admin, { prefix: 'documents-no-gci', role: 'viewer' });
  await admin.dispose();
  await signInWith(page, account.email, account.password);
  const list = (await (await page.request.get('/api/projects?limit=1')).json()) as { data: { id: string }[] };
  const id = list.data[0]?.id ?? '';
  await page.goto(`/bil/projects/${id}/details?tab=documents`);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveCount(0);
  await expect(page.locator('input[type=file]')).toHaveCount(0);
});
