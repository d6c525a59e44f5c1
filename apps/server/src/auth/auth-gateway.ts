import { AUTH_MESSAGES } from '@bil/domain';
import type { AppContext } from '../lib/app-context';
import {
  consumeRateLimits,
  resetRateLimit,
  type RateLimitCheck,
  type RateLimitOutcome,
  type RateLimitPolicy,
} from '../lib/rate-limit.service';
import { SIGN_UP_PATH } from './create-auth';

/**
 * The better-auth endpoints this app offers, and only those: everything else better-auth has
 * (its admin endpoints, user update and deletion, e-mail change, social sign-in) would bypass the
 * audited admin API or is not used, so it answers 404.
 */
type Limited = 'sign-in' | 'sign-up' | 'password-reset' | 'verification';
type AuthEndpoint = { method: 'GET' | 'POST'; path: string | RegExp; limited?: Limited };

const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: 'POST', path: '/sign-in/email', limited: 'sign-in' },
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
  { method: 'GET', path: '/ok' },
  { method: 'GET', path: '/error' },
];

export const RESET_PASSWORD_LANDING = '/auth?mode=reset';
export const VERIFIED_LANDING = '/auth?verified=1';

export type AuthCall = { method: string; path: string; limited: Limited | undefined };

/** The endpoint a request to /api/auth/<path> names, or undefined when this app does not offer it. */
export function findAuthEndpoint(method: string, url: string): AuthCall | undefined {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\/auth/, '');
  const endpoint = AUTH_ENDPOINTS.find(
    (candidate) =>
      candidate.method === method &&
      (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
  );
  return endpoint ? { method, path, limited: endpoint.limited } : undefined;
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

function rulesFor(limited: Limited, policy: RateLimitPolicy) {
  switch (limited) {
    case 'sign-in':
      return { perEmail: policy.signInPerEmail, perAddress: policy.signInPerAddress };
    case 'sign-up':
      return { perEmail: policy.signUpPerEmail, perAddress: policy.signUpPerAddress };
    case 'password-reset':
      return { perEmail: policy.passwordResetPerEmail, perAddress: policy.passwordResetPerAddress };
    case 'verification':
      return { perEmail: policy.verificationMailPerEmail, perAddress: policy.signUpPerAddress };
  }
}

/** Counts the attempt per client address and per e-mail (rate_limits table); refused when either is over. */
export async function applyAuthRateLimits(
  ctx: Pick<AppContext, 'db' | 'rateLimits'>,
  call: AuthCall,
  clientAddress: string,
  body: unknown,
): Promise<RateLimitOutcome> {
  if (!call.limited) return { allowed: true };
  const rules = rulesFor(call.limited, ctx.rateLimits);
  const checks: RateLimitCheck[] = [
    { bucket: `${call.limited}:address`, subject: clientAddress, rule: rules.perAddress },
  ];
  const email = emailOf(body);
  if (email) checks.push({ bucket: `${call.limited}:email`, subject: email, rule: rules.perEmail });
  return consumeRateLimits(ctx.db, checks);
}

/** A successful sign-in clears the per-e-mail counter, so only failures add up. */
export async function noteAuthSuccess(
  ctx: Pick<AppContext, 'db'>,
  call: AuthCall,
  body: unknown,
): Promise<void> {
  const email = emailOf(body);
  if (call.limited === 'sign-in' && email) await resetRateLimit(ctx.db, 'sign-in:email', email);
}

const ERROR_WORDS: Record<string, string> = {
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotConfirmed,
  BANNED_USER: AUTH_MESSAGES.accountDisabled,
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
};

/**
 * better-auth's JSON answer in this API's shape: errors become { error, code, message } (message
 * kept for better-auth's own client) with SPEC words; a successful sign-up becomes { status: true },
 * the same whether or not the address already had an account.
 */
export function translateAuthBody(call: AuthCall, status: number, body: string): string {
  if (status === 200 && call.path === SIGN_UP_PATH) return JSON.stringify({ status: true });
  if (status < 400 || body === '') return body;
  let parsed: JsonBody;
  try {
    parsed = JSON.parse(body) as JsonBody;
  } catch {
    return JSON.stringify({ error: body });
  }
  const code = typeof parsed.code === 'string' ? parsed.code : undefined;
  const original = typeof parsed.message === 'string' ? parsed.message : 'An error occurred.';
  const words = (code && ERROR_WORDS[code]) ?? original;
  return JSON.stringify({ error: words, code, message: words });
}
