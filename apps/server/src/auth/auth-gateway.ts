import { AUTH_MESSAGES, formatInvalidOrigin, SIGN_IN_POLICY_MESSAGES } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  consumeRateLimits,
  forgetRateLimitAttempt,
  resetRateLimit,
  type RateLimitCheck,
  type RateLimitOutcome,
  type RateLimitPolicy,
  type RateLimitRule,
} from '../lib/rate-limit.service';
import { SSO_PROVIDER_ID } from '@bil/domain';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './create-auth';

/**
 * The better-auth endpoints this app offers, and only those: everything else better-auth has
 * (its admin endpoints, user update and deletion, e-mail change, social sign-in) would bypass the
 * audited admin API or is not used, so it answers 404.
 */
export const SSO_START_PATH = '/sign-in/social';
export const SSO_CALLBACK = `/callback/${SSO_PROVIDER_ID}`;
/** Requests that sign in, so the SSO settings in force must be current (sso-runtime.ts). */
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set([SIGN_IN_PATH, SSO_START_PATH, SSO_CALLBACK]);

type Limited = 'sign-in' | 'sign-up' | 'password-reset' | 'verification' | 'two-factor';
type AuthEndpoint = { method: 'GET' | 'POST'; path: string | RegExp; limited?: Limited };

const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: 'POST', path: SIGN_IN_PATH, limited: 'sign-in' },
  // Single sign-on: start at the IdP, and come back (GET, or POST for a form_post response mode).
  { method: 'POST', path: SSO_START_PATH, limited: 'sign-in' },
  { method: 'GET', path: SSO_CALLBACK },
  { method: 'POST', path: SSO_CALLBACK },
  { method: 'POST', path: SIGN_UP_PATH, limited: 'sign-up' },
  { method: 'POST', path: '/sign-out' },
  { method: 'GET', path: '/get-session' },
  { method: 'GET', path: '/verify-email' },
  { method: 'POST', path: '/send-verification-email', limited: 'verification' },
  { method: 'POST', path: '/request-password-reset', limited: 'password-reset' },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
  { method: 'POST', path: '/reset-password' },
  { method: 'POST', path: '/change-password' },
  { method: 'GET', path: '/list-sessions' },
  { method: 'POST', path: '/revoke-session' },
  { method: 'POST', path: '/revoke-sessions' },
  { method: 'POST', path: '/revoke-other-sessions' },
  // Two-factor (issue 32): enrol (the password again, then a code from the app), prove a sign-in with a
  // code or a recovery code (counted like sign-ins), turn it off, new recovery codes.
  { method: 'POST', path: '/two-factor/enable' },
  { method: 'POST', path: '/two-factor/verify-totp', limited: 'two-factor' },
  { method: 'POST', path: '/two-factor/verify-backup-code', limited: 'two-factor' },
  { method: 'POST', path: '/two-factor/disable' },
  { method: 'POST', path: '/two-factor/generate-backup-codes' },
  { method: 'GET', path: '/ok' },
  { method: 'GET', path: '/error' },
];

export const RESET_PASSWORD_LANDING = '/auth?mode=reset';
export const VERIFIED_LANDING = '/auth?verified=1';

export type AuthCall = { method: string; path: string; search: string; limited: Limited | undefined };

// Every better-auth path this app offers, and the reset token in one, is plain words and ids.
const CANONICAL_AUTH_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

/**
 * The path after /api/auth when it is spelled plainly, else undefined. A backslash, an encoded
 * slash or dot, a dot segment or any other byte could make better-auth's URL parser land on an
 * endpoint other than the one matched here (reset-password/..\list-accounts), so it is refused.
 */
export function canonicalAuthPath(url: string): string | undefined {
  const raw = url.split('?')[0] ?? '';
  if (!raw.startsWith('/api/auth/')) return undefined;
  const path = raw.slice('/api/auth'.length);
  return CANONICAL_AUTH_PATH.test(path) ? path : undefined;
}

/** The endpoint a request to /api/auth/<path> names, or undefined when this app does not offer it. */
export function findAuthEndpoint(method: string, url: string): AuthCall | undefined {
  const path = canonicalAuthPath(url);
  if (path === undefined) return undefined;
  const endpoint = AUTH_ENDPOINTS.find(
    (candidate) =>
      candidate.method === method &&
      (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
  );
  const queryStart = url.indexOf('?');
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  return endpoint ? { method, path, search, limited: endpoint.limited } : undefined;
}

type JsonBody = Record<string, unknown>;

/**
 * Defaults the web need not send: sign-up's name, where links land (reset -> /auth?mode=reset,
 * confirmation -> /auth?verified=1), and a password change always ends the other sessions.
 */
export function prepareAuthBody(call: AuthCall, body: unknown): unknown {
  if (call.method !== 'POST' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as JsonBody;
  switch (call.path) {
    case SIGN_UP_PATH:
      return { ...fields, name: fields.name ?? '', callbackURL: fields.callbackURL ?? VERIFIED_LANDING };
    case '/send-verification-email':
    case '/sign-in/email': // an unconfirmed sign-in re-sends the confirmation mail; its link lands here too
      return { ...fields, callbackURL: fields.callbackURL ?? VERIFIED_LANDING };
    case SSO_START_PATH:
      // Only our provider, landing in the app; a failure lands on the sign-in page with its ?error= code.
      return { provider: SSO_PROVIDER_ID, callbackURL: '/', errorCallbackURL: '/auth' };
    case '/request-password-reset':
      return { ...fields, redirectTo: fields.redirectTo ?? RESET_PASSWORD_LANDING };
    case '/change-password':
      return { ...fields, revokeOtherSessions: true };
    default:
      return body;
  }
}

function emailOf(body: unknown): string | null {
  const email = (body as JsonBody | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}

/**
 * The counters an attempt adds to. Sign-in counts per account AND address, so failures from an
 * attacker's address never lock the owner out of their own; a per-account ceiling far above one
 * address's budget still caps guessing spread over many addresses.
 */
function checksFor(
  limited: Limited,
  policy: RateLimitPolicy,
  clientAddress: string,
  email: string | null,
): RateLimitCheck[] {
  const byAddress = (rule: RateLimitRule) => ({
    bucket: `${limited}:address`,
    subject: clientAddress,
    rule,
  });
  const byEmail = (rule: RateLimitRule) =>
    email ? [{ bucket: `${limited}:email`, subject: email, rule }] : [];
  switch (limited) {
    case 'sign-in':
      return [
        byAddress(policy.signInPerAddress),
        ...(email
          ? [
              {
                bucket: SIGN_IN_ACCOUNT_ADDRESS,
                subject: accountAddress(email, clientAddress),
                rule: policy.signInPerAccountAddress,
              },
              { bucket: SIGN_IN_ACCOUNT, subject: email, rule: policy.signInPerAccount },
            ]
          : []),
      ];
    case 'sign-up':
      return [byAddress(policy.signUpPerAddress), ...byEmail(policy.signUpPerEmail)];
    case 'password-reset':
      return [byAddress(policy.passwordResetPerAddress), ...byEmail(policy.passwordResetPerEmail)];
    case 'verification':
      return [byAddress(policy.signUpPerAddress), ...byEmail(policy.verificationMailPerEmail)];
    case 'two-factor':
      // A code is a sign-in's second half: it spends the address's sign-in budget, and wrong codes from
      // one address stop at the per-account-and-address limit (better-auth also locks the account's
      // second factor after repeated failures).
      return [
        { bucket: 'sign-in:address', subject: clientAddress, rule: policy.signInPerAddress },
        { bucket: TWO_FACTOR_ADDRESS, subject: clientAddress, rule: policy.signInPerAccountAddress },
      ];
  }
}

const SIGN_IN_ACCOUNT_ADDRESS = 'sign-in:account-address';
const TWO_FACTOR_ADDRESS = 'two-factor:address';
const SIGN_IN_ACCOUNT = 'sign-in:account';
const accountAddress = (email: string, clientAddress: string) => `${email} ${clientAddress}`;

/** Counts the attempt (rate_limits table, shared by every server process); refused when any counter is over. */
export async function applyAuthRateLimits(
  ctx: { db: Kysely<Database>; rateLimits: RateLimitPolicy },
  call: AuthCall,
  clientAddress: string,
  body: unknown,
): Promise<RateLimitOutcome> {
  if (!call.limited) return { allowed: true };
  return consumeRateLimits(ctx.db, checksFor(call.limited, ctx.rateLimits, clientAddress, emailOf(body)));
}

/**
 * Only failures add up: a successful sign-in clears its account+address counter and takes itself
 * back off the account's ceiling (the failures of other addresses stay counted).
 */
export async function noteAuthSuccess(
  ctx: { db: Kysely<Database> },
  call: AuthCall,
  clientAddress: string,
  body: unknown,
): Promise<void> {
  const email = emailOf(body);
  if (call.limited === 'two-factor') await resetRateLimit(ctx.db, TWO_FACTOR_ADDRESS, clientAddress);
  if (call.limited === 'sign-in' && email) {
    await resetRateLimit(ctx.db, SIGN_IN_ACCOUNT_ADDRESS, accountAddress(email, clientAddress));
    await forgetRateLimitAttempt(ctx.db, SIGN_IN_ACCOUNT, email);
  }
}

// The browser holds its session in the HttpOnly cookie; a token in a JSON answer would hand it to scripts.
const SESSION_ANSWERS = new Set(['/get-session', '/list-sessions']);

function withoutSessionTokens(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const strip = (session: unknown) => {
    if (session && typeof session === 'object') delete (session as JsonBody).token;
  };
  if (Array.isArray(parsed)) parsed.forEach(strip);
  else if (parsed && typeof parsed === 'object') strip((parsed as JsonBody).session);
  return JSON.stringify(parsed);
}

const ERROR_WORDS: Record<string, string> = {
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotConfirmed,
  BANNED_USER: AUTH_MESSAGES.accountDisabled,
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  INVALID_CODE: SIGN_IN_POLICY_MESSAGES.invalidTwoFactorCode,
  INVALID_BACKUP_CODE: SIGN_IN_POLICY_MESSAGES.invalidTwoFactorCode,
  INVALID_TWO_FACTOR_COOKIE: SIGN_IN_POLICY_MESSAGES.twoFactorSignInExpired,
};

/**
 * better-auth's JSON answer in this API's shape: errors become { error, code, message } (message
 * kept for better-auth's own client) with SPEC words; a successful sign-up becomes { status: true },
 * the same whether or not the address already had an account.
 */
export function translateAuthBody(call: AuthCall, status: number, body: string, publicUrl: string): string {
  if (status === 200 && call.path === SIGN_UP_PATH) return JSON.stringify({ status: true });
  if (status === 200 && SESSION_ANSWERS.has(call.path)) return withoutSessionTokens(body);
  if (status < 400 || body === '') return body;
  let parsed: JsonBody;
  try {
    parsed = JSON.parse(body) as JsonBody;
  } catch {
    return JSON.stringify({ error: body });
  }
  const code = typeof parsed.code === 'string' ? parsed.code : undefined;
  const original = typeof parsed.message === 'string' ? parsed.message : 'An error occurred.';
  const words =
    code === 'INVALID_ORIGIN' ? formatInvalidOrigin(publicUrl) : ((code && ERROR_WORDS[code]) ?? original);
  return JSON.stringify({ error: words, code, message: words });
}
