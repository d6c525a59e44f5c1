import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Issue 18: the sign-in page's first load carries only what that page needs (under 200 KB of gzipped JS
// and CSS); the signed-in shell, the rest of Mantine's styles, zod and the toaster load with later screens.
test('the sign-in page loads under 200 KB of gzipped scripts and styles, and works', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  const urls: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    urls.push(response.url());
    sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/auth', { waitUntil: 'networkidle' });
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(total).toBeLessThan(200_000);
  expect(urls.some((url) => /\/zod-/.test(url))).toBe(false);

  // zod arrives with the first use of the form, and the form still checks what was typed.
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
});
