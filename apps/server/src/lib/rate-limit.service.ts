import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteExpiredRateLimits,
  deleteRateLimit,
  forgetRateLimitHit,
  recordRateLimitHit,
} from './rate-limit.repository';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitPolicy = {
  /** Failed sign-ins to one account from one address: an attacker's address, never the owner's own. */
  signInPerAccountAddress: RateLimitRule;
  /** Sign-ins to one account from all addresses together: caps guessing spread over many addresses. */
  signInPerAccount: RateLimitRule;
  signInPerAddress: RateLimitRule;
  signUpPerEmail: RateLimitRule;
  signUpPerAddress: RateLimitRule;
  passwordResetPerEmail: RateLimitRule;
  passwordResetPerAddress: RateLimitRule;
  /** Confirmation mails (sign-up, unconfirmed sign-in, resend) per address. */
  verificationMailPerEmail: RateLimitRule;
};

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signInPerAccountAddress: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
  signInPerAccount: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  signInPerAddress: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
  signUpPerEmail: { limit: 3, windowSeconds: ONE_HOUR },
  signUpPerAddress: { limit: 10, windowSeconds: ONE_HOUR },
  passwordResetPerEmail: { limit: 3, windowSeconds: FIFTEEN_MINUTES },
  passwordResetPerAddress: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  verificationMailPerEmail: { limit: 3, windowSeconds: FIFTEEN_MINUTES },
};

export type RateLimitCheck = { bucket: string; subject: string; rule: RateLimitRule };
export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Keys never hold an e-mail or an address in clear. */
export function rateLimitKey(bucket: string, subject: string): string {
  const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 32);
  return `${bucket}:${digest}`;
}

let callsSincePurge = 0;

/** Counts one attempt in every bucket; refused when any is over its limit (the longest wait wins). */
export async function consumeRateLimits(
  db: Kysely<Database>,
  checks: RateLimitCheck[],
): Promise<RateLimitOutcome> {
  if (++callsSincePurge >= 100) {
    callsSincePurge = 0;
    await deleteExpiredRateLimits(db);
  }
  let retryAfterSeconds = 0;
  for (const check of checks) {
    const hit = await recordRateLimitHit(
      db,
      rateLimitKey(check.bucket, check.subject),
      check.rule.windowSeconds,
    );
    if (hit.hits > check.rule.limit) retryAfterSeconds = Math.max(retryAfterSeconds, hit.retryAfterSeconds);
  }
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}

export async function resetRateLimit(db: Kysely<Database>, bucket: string, subject: string): Promise<void> {
  await deleteRateLimit(db, rateLimitKey(bucket, subject));
}

/** Takes back the attempt just counted, keeping the rest of the window's count. */
export async function forgetRateLimitAttempt(
  db: Kysely<Database>,
  bucket: string,
  subject: string,
): Promise<void> {
  await forgetRateLimitHit(db, rateLimitKey(bucket, subject));
}
