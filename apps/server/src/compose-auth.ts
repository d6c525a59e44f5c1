import type { Kysely } from 'kysely';
import { buildAuthServices, type AuthServices } from './auth/auth-services';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Mailer } from './lib/mail.service';
import type { RateLimitPolicy } from './lib/rate-limit.service';
import { accountsRegistration } from './modules/accounts';

/**
 * The auth services as this server runs them: the kernel's auth with the accounts area's sign-up rules
 * plugged in. The one place (beside app.ts) where the kernel and an area meet.
 */
export function buildAppAuthServices(
  config: AppConfig,
  db: Kysely<Database>,
  overrides: { mailer?: Mailer; rateLimits?: Partial<RateLimitPolicy> } = {},
): AuthServices {
  return buildAuthServices(config, db, accountsRegistration, overrides);
}
