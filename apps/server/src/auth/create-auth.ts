import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

export type AuthHooks = {
  sendVerificationEmail?: (to: string, url: string) => Promise<void>;
  sendResetPasswordEmail?: (to: string, url: string) => Promise<void>;
};

// Used only when no AUTH_SECRET is set (the embedded demo); production must set its own.
const DEMO_SECRET = 'embedded-demo-secret-change-me-with-AUTH_SECRET-0001';

/** better-auth: e-mail and password, sessions in the database, e-mail verification, reset, admin plugin. */
export function createAuth(config: AppConfig, db: Kysely<Database>, hooks: AuthHooks = {}) {
  return betterAuth({
    appName: 'Airport Management',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret ?? DEMO_SECRET,
    database: { db, type: 'postgres' },
    trustedOrigins: [config.publicUrl],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await hooks.sendResetPasswordEmail?.(user.email, url);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await hooks.sendVerificationEmail?.(user.email, url);
      },
    },
    session: {
      expiresIn: 60 * 60 * 8,
      updateAge: 60 * 15,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: 'viewer', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
