import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../../src/app-context';
import { cookieFrom, randomAddress, sameOrigin, signIn, TEST_ORIGIN } from './sign-in-as';

export const REGISTER_PASSWORD = 'a-Long-enough-password-1';

type App = FastifyInstance & { ctx: AppContext };

/** POST /api/auth/sign-up/email as the registration form sends it. */
export function signUp(
  app: App,
  email: string,
  password = REGISTER_PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: sameOrigin,
    remoteAddress: randomAddress(),
    payload: { email, password },
  });
}

/** Follows the confirmation link of the newest confirmation mail in the outbox for this address. */
export async function confirmFromOutbox(app: App, email: string): Promise<void> {
  const mail = await app.ctx.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email.toLowerCase())
    .where('subject', '=', 'Confirm your e-mail address')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text_body)?.[0];
  if (!link) throw new Error(`no confirmation link in: ${mail.text_body}`);
  const response = await app.inject({ method: 'GET', url: link.replace(TEST_ORIGIN, '') });
  if (response.statusCode !== 302) throw new Error(`confirmation failed: ${response.statusCode}`);
}

export type Registered = { userId: string; email: string; cookie: string };

/** Registers, confirms the address through the mailed link and signs in: a self-registered person. */
export async function registerAndSignIn(app: App, email: string): Promise<Registered> {
  const response = await signUp(app, email);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  await confirmFromOutbox(app, email);
  const signedIn = await signIn(app, email, REGISTER_PASSWORD);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  const user = await app.ctx.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { userId: user.id, email: email.toLowerCase(), cookie: cookieFrom(signedIn) };
}
