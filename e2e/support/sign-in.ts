import {
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { expect as baseExpect, test as base, type PageProblems } from './fixtures';

/** The demo accounts the e2e server starts with (apps/server/src/demo/demo-accounts.ts). */
export const DEMO_PASSWORD = 'demo-Password-2026';
export const DEMO_USERS = {
  admin: 'admin@demo.test',
  pm: 'pm@demo.test',
  viewer: 'viewer@demo.test',
} as const;
export type DemoRole = keyof typeof DEMO_USERS;

/** Browser-storage names the web app uses (features/shell, components/layout, lib/session). */
export const TERMS_VERSION = '20250319';
export const COOKIE_CONSENT_COOKIE = 'bil_cookie_consent';
export const termsStorageKey = (email: string) =>
  `bil.terms-agreement.${TERMS_VERSION}.${email.toLowerCase()}`;
export const welcomeStorageKey = (userId: string) => `bil.welcome-dialog.${userId}`;

/**
 * A client address of its own for every test: the server limits sign-ins per address (30 per
 * 15 minutes) and trusts X-Forwarded-For, so a long suite does not run into the limit.
 */
function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** The machine running the suite is shared and busy: screens get as long to settle as playwright.config.ts gives. */
export const expect = baseExpect.configure({ timeout: 20_000 });

export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomClientAddress() });
  },
});

export async function acceptCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
}

type Me = { user: { id: string; email: string } };

/** Signs in through the API (the page's cookies) and returns the person's /api/me. */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Me> {
  // better-auth wants the Origin of a browser when the request already carries cookies.
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(response.ok(), `sign-in of ${email}: ${await response.text()}`).toBe(true);
  const me = await request.get('/api/me');
  expect(me.ok()).toBe(true);
  return (await me.json()) as Me;
}

export type SignInOptions = {
  /** Leave the Authorized Access modal to appear (default: already acknowledged). */
  showTerms?: boolean;
  /** Leave the welcome dialog to appear (default: hidden). */
  showWelcome?: boolean;
  /** Leave the cookie notice to appear (default: consent given). */
  showCookieNotice?: boolean;
};

/**
 * Signs the page's browser in (through the API), with the first-visit dialogs already dealt with
 * unless asked for, so a test sees only the screen it is about. Then open any signed-in path.
 */
export async function signInWith(
  page: Page,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<Me> {
  const me = await signInByApi(page.request, email, password);
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  if (!options.showCookieNotice) await acceptCookies(page.context(), baseURL);
  const storage: Record<string, string> = {};
  if (!options.showTerms) storage[termsStorageKey(email)] = new Date().toISOString();
  if (!options.showWelcome) storage[welcomeStorageKey(me.user.id)] = 'hidden';
  await page.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    }
  }, storage);
  return me;
}

/** signInWith for a demo account. */
export async function signInAs(page: Page, role: DemoRole, options: SignInOptions = {}): Promise<Me> {
  return signInWith(page, DEMO_USERS[role], DEMO_PASSWORD, options);
}

/** An address no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** A request context of its own (own cookies and client address), signed in as the demo administrator. */
export async function openAdminApi(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL;
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientAddress() },
  });
  await signInByApi(api, DEMO_USERS.admin);
  return api;
}

export type CreatedAccount = { userId: string; email: string; password: string };

/** Creates a ready account through the admin API (confirmed e-mail, the role's default flags). */
export async function createAccount(
  admin: APIRequestContext,
  fields: { prefix: string; role: DemoRole; displayName?: string; tdotPm?: string },
): Promise<CreatedAccount> {
  const email = uniqueEmail(fields.prefix);
  const password = 'e2e-Password-2026';
  const response = await admin.post('/api/admin/users', {
    data: { email, role: fields.role, password, displayName: fields.displayName, tdotPm: fields.tdotPm },
  });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { userId: string };
  return { userId: user.userId, email, password };
}

/** Fills and sends the sign-in form of /auth. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The browser logs every failed request as a console error; a test that provokes some on purpose (a
 * wrong password answers 401) calls this first, so the fixture still fails on any other error.
 */
export function allowFailedRequests(problems: PageProblems, ...statuses: number[]): void {
  const expected = statuses.map(
    (status) => `console: Failed to load resource: the server responded with a status of ${status}`,
  );
  const isUnexpected = (message: string) => !expected.some((line) => message.startsWith(line));
  const kept = problems.messages.filter(isUnexpected);
  const push = kept.push.bind(kept);
  Object.defineProperty(kept, 'push', {
    enumerable: false,
    value: (...items: string[]) => push(...items.filter(isUnexpected)),
  });
  problems.messages = kept;
}

/** Paths of the sidebar items the page shows, in order. */
export async function readNavigationPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await nav.waitFor();
  return nav
    .locator('[data-nav-path]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-nav-path') ?? ''));
}

/** Marks the current terms as acknowledged for an e-mail in this page's browser (no modal). */
export async function acknowledgeTerms(page: Page, email: string): Promise<void> {
  await page.addInitScript((key: string) => {
    window.localStorage.setItem(key, 'acknowledged');
  }, termsStorageKey(email));
}
