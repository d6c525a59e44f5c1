import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieFrom, randomAddress, sameOrigin, TEST_ORIGIN } from './sign-in-as';

/** The browser's side of an SSO sign-in, through the app's redirects and the IdP's real forms. */
export type SsoOutcome = {
  /** The app's answer to the IdP's redirect back (302 to the app, or to /auth?error=...). */
  callback: LightMyRequestResponse;
  /** Where the app sent the browser after the callback. */
  location: string;
  /** The session cookie, when sign-in succeeded. */
  cookie: string;
  /** The callback path and query, for replaying it. */
  callbackUrl: string;
  stateCookie: string;
};

const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];

/** Follows the IdP's redirects with a cookie jar, signing in as accountId and consenting, up to the app's callback. */
async function throughIdp(startUrl: string, accountId: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let request: { url: string; init: RequestInit } = { url: startUrl, init: { method: 'GET' } };
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(request.url, {
      ...request.init,
      redirect: 'manual',
      headers: { ...(request.init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.origin === TEST_ORIGIN) return next.pathname + next.search;
      request = { url: next.toString(), init: { method: 'GET' } };
      continue;
    }
    const html = await response.text();
    const action = formAction(html);
    if (response.status !== 200 || !action)
      throw new Error(`IdP answered ${response.status}: ${html.slice(0, 300)}`);
    const prompt = html.includes('name="login"') ? 'login' : 'consent';
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt },
    );
    request = {
      url: new URL(action, request.url).toString(),
      init: {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('Too many redirects at the IdP');
}

export async function startSsoSignIn(app: FastifyInstance): Promise<{ url: string; stateCookie: string }> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: sameOrigin,
    remoteAddress: randomAddress(),
    payload: {},
  });
  if (start.statusCode !== 200) throw new Error(`sign-in/social answered ${start.statusCode}: ${start.body}`);
  return { url: start.json<{ url: string }>().url, stateCookie: cookieFrom(start) };
}

export async function finishSsoCallback(app: FastifyInstance, callbackUrl: string, stateCookie: string) {
  return app.inject({ method: 'GET', url: callbackUrl, headers: { cookie: stateCookie } });
}

/** Start at the app, sign in at the IdP, come back: what the browser would see. */
export async function ssoSignIn(app: FastifyInstance, accountId: string): Promise<SsoOutcome> {
  const { url, stateCookie } = await startSsoSignIn(app);
  const callbackUrl = await throughIdp(url, accountId);
  const callback = await finishSsoCallback(app, callbackUrl, stateCookie);
  return {
    callback,
    location: callback.headers.location ?? '',
    cookie: cookieFrom(callback),
    callbackUrl,
    stateCookie,
  };
}
