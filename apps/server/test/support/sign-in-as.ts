import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@bil/domain';
import type { AppContext } from '../../src/app-context';
import { createAccount } from '../../src/modules/accounts/accounts.service';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-Horse-battery-9';

/** Headers for a write from the app's own pages (the Origin check refuses anything else). */
export const sameOrigin = { origin: TEST_ORIGIN };

/** A distinct client address per call, so sign-ins of one test do not share a per-address limit. */
export function randomAddress(): string {
  const [a = 0, b = 0, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

/** The "name=value" pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = header === undefined ? [] : [header].flat();
  return cookies
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: sameOrigin,
    remoteAddress: randomAddress(),
    payload: { email, password },
  });
}

export type SignedInUser = { userId: string; email: string; password: string; cookie: string };

export type SignInAsOptions = { tdotPm?: string | null; email?: string; displayName?: string | null };

/** Creates a confirmed account of the role (with the role's default flags) and signs it in. */
export async function signInAs(
  app: FastifyInstance & { ctx: AppContext },
  role: Role,
  options: SignInAsOptions = {},
): Promise<SignedInUser> {
  const email = options.email ?? `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const account = await createAccount(app.ctx, {
    email,
    password: TEST_PASSWORD,
    role,
    tdotPm: options.tdotPm ?? (role === 'pm' ? 'Test PM' : null),
    displayName: options.displayName ?? null,
    emailConfirmed: true,
  });
  const response = await signIn(app, email, TEST_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { userId: account.user_id, email, password: TEST_PASSWORD, cookie: cookieFrom(response) };
}
