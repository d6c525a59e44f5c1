import type { Kysely } from 'kysely';
import type { Auth } from './auth/create-auth';
import type { SsoRuntime } from './auth/sso-runtime';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/connect';
import type { SchemaCheck } from './db/schema-check';
import type { Database } from './db/schema';
import type { Mailer } from './lib/mail.service';
import type { RateLimitPolicy } from './lib/rate-limit.service';

/** What every route and service can reach; built once per server. */
export type AppContext = {
  config: AppConfig;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  auth: Auth;
  schema: SchemaCheck;
  /** Sends e-mail (SMTP_URL) and keeps every message in mail_outbox. */
  mailer: Mailer;
  /** Sign-in, sign-up and reset limits; counters live in the rate_limits table. */
  rateLimits: RateLimitPolicy;
  /** Rebuilds auth when the Sign-in screen's single sign-on settings change. */
  sso: SsoRuntime;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
