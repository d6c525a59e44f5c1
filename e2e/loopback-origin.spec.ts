import os from 'node:os';
import {
  acceptCookies,
  acknowledgeTerms,
  allowFailedRequests,
  DEMO_PASSWORD,
  DEMO_USERS,
  expect,
  signInThroughForm,
  test,
} from './support/sign-in';

// The server here starts as `npm start` does: no PUBLIC_URL (e2e/support/start-server.sh).
const port = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:3100').port;

/** An IPv4 address of this machine other than loopback, as a colleague on the network would type it. */
function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
}

test('opened at 127.0.0.1 instead of localhost, sign-in works', async ({ page, context, baseURL }) => {
  const origin = `http://127.0.0.1:${port(baseURL)}`;
  await acceptCookies(context, origin);
  await acknowledgeTerms(page, DEMO_USERS.viewer);
  await page.goto(`${origin}/auth`);
  await signInThroughForm(page, DEMO_USERS.viewer, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${origin}/bil/dashboard`);
});

test('opened at an address the server was not set up for, the page says which address to use', async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  const address = networkAddress();
  test.skip(address === undefined, 'this machine has no network address besides loopback');
  allowFailedRequests(pageProblems, 403);
  const origin = `http://${address}:${port(baseURL)}`;
  // A returning visitor: the browser already holds this site's cookie-consent cookie.
  await acceptCookies(context, origin);
  await page.goto(`${origin}/auth`);
  await signInThroughForm(page, DEMO_USERS.viewer, DEMO_PASSWORD);
  const error = page.getByTestId('auth-error');
  await expect(error).toContainText(`Open the app at http://localhost:${port(baseURL)}`);
  await expect(error).toContainText('PUBLIC_URL');
  await expect(page).toHaveURL(`${origin}/auth`);
  // Chromium notes that it ignores Cross-Origin-Opener-Policy on plain http away from localhost.
  pageProblems.messages = pageProblems.messages.filter(
    (line) => !line.includes('Cross-Origin-Opener-Policy'),
  );
});
