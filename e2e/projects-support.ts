import type { Page } from '@playwright/test';
import type { PageProblems } from './support/fixtures';
import { expect } from './support/sign-in';

/** A unique suffix per test run, so reruns against a reused server do not collide. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

export type PageFetchResult = { status: number; body: unknown };

/** Calls the API with the page's own fetch (its cookies, its origin): what a person could do by hand. */
export async function fetchFromPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<PageFetchResult> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/**
 * The browser logs every refused request as a console error; a test that asks for refusals on purpose
 * drops exactly those (status codes it expects), now and when they are reported later, so any other
 * console error still fails it.
 */
export function allowRefusedRequests(problems: PageProblems, statuses: readonly number[]): void {
  const expected = statuses.map((status) => `status of ${status}`);
  const isExpected = (message: string) =>
    message.includes('Failed to load resource') && expected.some((text) => message.includes(text));
  const kept = problems.messages.filter((message) => !isExpected(message));
  problems.messages.splice(0, problems.messages.length, ...kept);
  const push = problems.messages.push.bind(problems.messages);
  // Not enumerable: the fixture's final toEqual([]) compares the array's own enumerable keys.
  Object.defineProperty(problems.messages, 'push', {
    enumerable: false,
    value: (...messages: string[]) => push(...messages.filter((message) => !isExpected(message))),
  });
}

/** Picks an airport in the form's searchable airport select. */
export async function pickAirport(page: Page, code: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Airport', exact: true });
  await input.click();
  await input.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} — `) }).click();
}

export type NewProjectFields = {
  title: string;
  airport: string;
  grant?: string;
  aig?: string;
  total?: string;
};

/** Fills the new-project form's main fields (the rest keep their defaults). */
export async function fillNewProject(page: Page, fields: NewProjectFields): Promise<void> {
  await page.getByLabel('Project title').fill(fields.title);
  if (fields.grant) await page.getByLabel('Grant number').fill(fields.grant);
  await pickAirport(page, fields.airport);
  if (fields.aig) await page.getByLabel('BIL AIG amount').fill(fields.aig);
  if (fields.total) await page.getByLabel('Total amount').fill(fields.total);
}

/** The table row of a project, by its title. */
export function projectRow(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}
