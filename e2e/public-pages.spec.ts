import { expect, test } from './support/fixtures';

test.describe('public pages', () => {
  test('landing page names the product and offers sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Airport Management');
    await expect(page.getByRole('heading', { level: 1, name: 'Airport Management' })).toBeVisible();
    await expect(page.getByText('Bipartisan Infrastructure Law').first()).toBeVisible();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/auth');
    await expect(page.getByText('Beta release')).toBeVisible();
    await expect(page.getByTestId('particle-background')).toHaveAttribute('aria-hidden', 'true');
  });

  test('footer carries the owner credit, authorized-use line, legal links, contact and version', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Tennessee Department of Transportation, Aeronautics Division');
    await expect(footer).toContainText('Data provided for authorized use only.');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(footer.getByRole('link', { name: 'Contact the Owner' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByTestId('app-version')).toHaveText('Version 1.0.0');
  });

  test('privacy policy renders with the footer and its page title', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Airport Management - Privacy policy');
    await expect(page.getByRole('heading', { name: /Cookies and browser storage/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Data provided for authorized use only.');
  });

  test('terms of service renders with the footer and its page title', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle('Airport Management - Terms of service');
    await expect(page.getByRole('heading', { name: /Authorized use only/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Data provided for authorized use only.');
  });

  test('footer links move between the legal pages and the title follows', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle('Airport Management - Terms of service');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Airport Management - Privacy policy');
    await page.getByRole('link', { name: 'Airport Management home' }).click();
    await expect(page).toHaveTitle('Airport Management');
  });

  for (const path of ['/no-such-page', '/bil/not-a-screen/at/all', '/privacy-policy/extra']) {
    test(`unknown path ${path} shows the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      // The tab says what happened, not the words typed into the address bar.
      await expect(page).toHaveTitle('Airport Management - Page not found');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: 'Return Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Airport Management' })).toBeVisible();
    });
  }

  test('the server sends a CSP without inline scripts, and the page obeys it', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The fixture fails the test if any CSP violation or console error was reported.
  });
});
