import { test as base, expect, type Page } from '@playwright/test';

/** Everything a page reported as an error: console errors, uncaught exceptions and CSP violations. */
export type PageProblems = { messages: string[] };

// Registered before any page script runs, so a blocked inline script or style is reported too.
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline content'}` +
        (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
    );
  });
}

async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { messages: [] };
  await page.addInitScript(reportCspViolations);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.messages.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`page error: ${error.message}`));
  return problems;
}

/** `page` that fails the test if the page logged an error or broke the Content Security Policy. */
export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems = await watchPage(page);
      await use(problems);
      expect(problems.messages, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
