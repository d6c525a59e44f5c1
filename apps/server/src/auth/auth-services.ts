import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { createMailer, type Mailer } from '../lib/mail.service';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicy } from '../lib/rate-limit.service';
import { createAuth, type Auth } from './create-auth';
import type { RegistrationPort } from './registration-port';
import { createSsoRuntime, type SsoRuntime } from './sso-runtime';

export type AuthServices = { auth: Auth; mailer: Mailer; rateLimits: RateLimitPolicy; sso: SsoRuntime };

/** The auth part of the AppContext: better-auth, the mailer it sends through, and the rate limits. */
export function buildAuthServices(
  config: AppConfig,
  db: Kysely<Database>,
  registration: RegistrationPort,
  overrides: { mailer?: Mailer; rateLimits?: Partial<RateLimitPolicy> } = {},
): AuthServices {
  const mailer = overrides.mailer ?? createMailer(config, db);
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...overrides.rateLimits };
  const sso = config.sso ? { ...config.sso, version: 'environment' } : null;
  const build = (current: typeof sso) =>
    createAuth(config, db, { registration, mailer, rateLimits, sso: current });
  return { auth: build(sso), mailer, rateLimits, sso: createSsoRuntime(config, db, build) };
}
