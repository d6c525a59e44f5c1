import type { Page } from '@playwright/test';
import { SSO_MESSAGES } from '@bil/domain';
import {
  IDP_CLIENT_ID,
  IDP_CLIENT_SECRET,
  startTestIdp,
  type TestIdp,
} from '../apps/server/test/support/oidc-idp';
import { acceptCookies, acknowledgeTerms, expect, openAdminApi, test } from './support/sign-in';

// A real OpenID Connect provider on loopback, and the browser walking its redirects, forms and consent.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let idp: TestIdp;

const settings = (enabled: boolean) => ({
  enabled,
  name: 'State Login',
  issuer: idp.issuer,
  clientId: IDP_CLIENT_ID,
  clientSecret: IDP_CLIENT_SECRET,
  allowedDomains: ['agency.test'],
  groupsClaim: 'groups',
  pmNameClaim: 'pm_name',
  roleMappings: [{ group: 'Aeronautics-PM', role: 'pm' }],
  allowPasswordSignIn: false,
});

async function putSettings(enabled: boolean): Promise<void> {
  const admin = await openAdminApi();
  try {
    const response = await admin.put('/api/admin/sign-in', { data: settings(enabled) });
    expect(response.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  idp = await startTestIdp(`${baseURL}/api/auth/callback/oidc`, {
    'pm-browser': {
      email: 'pat.browser@agency.test',
      name: 'Pat Browser',
      groups: ['Aeronautics-PM'],
      pmName: 'Browser PM',
    },
    outsider: { email: 'olive@elsewhere.test', name: 'Olive', groups: ['Aeronautics-PM'], pmName: 'X' },
    unmapped: { email: 'uma.unmapped@agency.test', name: 'Uma', groups: ['Staff'] },
  });
  await putSettings(true);
});

test.afterAll(async () => {
  // The shared e2e server goes back to e-mail and password for the specs after this one.
  await putSettings(false);
  await idp.close();
});

async function throughIdp(page: Page, problems: { messages: string[] }, accountId: string): Promise<void> {
  await page.goto('/auth');
  const ours = problems.messages.length;
  await page.getByRole('button', { name: SSO_MESSAGES.signInWith('State Login') }).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(accountId);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent: "Continue"
  await page.waitForURL((url) => url.origin !== idp.issuer);
  // The test IdP's development pages (not ours) log a missing favicon and an unreachable web font.
  problems.messages.length = ours;
}

test('a mapped IdP user signs in with the button and lands as a PM', async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  await acceptCookies(context, String(baseURL));
  await acknowledgeTerms(page, 'pat.browser@agency.test');
  await throughIdp(page, pageProblems, 'pm-browser');
  await page.waitForURL((url) => url.origin === String(baseURL) && !url.pathname.startsWith('/auth'));
  const me = (await (await page.request.get('/api/me')).json()) as { user: { role: string; tdotPm: string } };
  expect(me.user).toMatchObject({ role: 'pm', tdotPm: 'Browser PM' });
});

test('an e-mail outside the allowed domains comes back to the sign-in page with the reason', async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  await acceptCookies(context, String(baseURL));
  await throughIdp(page, pageProblems, 'outsider');
  await page.waitForURL(/\/auth\?/);
  await expect(page.getByRole('alert')).toContainText(SSO_MESSAGES.domainRefused);
});

test('while registration is closed, an IdP user no group maps is told so on the sign-in page', async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  const admin = await openAdminApi();
  // The shared e2e server keeps the registration setting it had for the specs after this one.
  const before = (await (await admin.get('/api/admin/registration')).json()) as Record<string, unknown>;
  try {
    expect((await admin.put('/api/admin/registration', { data: { mode: 'closed' } })).status()).toBe(200);
    await acceptCookies(context, String(baseURL));
    await throughIdp(page, pageProblems, 'unmapped');
    await page.waitForURL(/\/auth\?/);
    await expect(page.getByRole('alert')).toContainText(SSO_MESSAGES.registrationClosed);
  } finally {
    expect((await admin.put('/api/admin/registration', { data: before })).status()).toBe(200);
    await admin.dispose();
  }
});
