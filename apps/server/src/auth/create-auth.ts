import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SESSION_ABSOLUTE_HOURS } from '@bil/domain';
import type { AppConfig } from '../config';
import { ADMIN_PLUGIN_OPTIONS, TWO_FACTOR_OPTIONS } from '../db/auth-schema';
import type { Database } from '../db/schema';
import { createMailer, type Mailer } from '../lib/mail.service';
import { consumeRateLimits, DEFAULT_RATE_LIMITS, type RateLimitPolicy } from '../lib/rate-limit.service';
import { buildEmailAuditHooks } from './auth-audit';
import { requireAuthSecret } from './auth-secret';
import { refuseCommonPassword } from './password-rules';
import { refuseUnsafeSignUpName } from './sign-up-name';
import type { RegistrationPort } from './registration-port';
import { buildExistingAccountMail, buildResetPasswordMail, buildVerificationMail } from './auth-mails';
import { buildSsoAuth, refusePasswordForLinkedAccount } from './sso-auth';
import type { SsoConfig } from './sso-config';

export type AuthDependencies = {
  /** Sign-up's decisions and the new account's row, from the accounts area. */
  registration: RegistrationPort;
  /** Defaults to a mailer built from config (SMTP_URL) over the same database. */
  mailer?: Mailer;
  rateLimits?: RateLimitPolicy;
  /** Single sign-on as resolved when this instance was built (sso-runtime.ts rebuilds on a change). */
  sso?: SsoConfig | null;
};

export const SIGN_UP_PATH = '/sign-up/email';
export const SIGN_IN_PATH = '/sign-in/email';
const SSO_CALLBACK_PATH = '/callback/:id';

/**
 * better-auth: e-mail and password, sessions in the database, e-mail verification (sent on sign-up
 * and again on an unconfirmed sign-in, rate-limited), password reset, and the admin plugin for the
 * banned flag. Links in mails start with PUBLIC_URL (baseURL), so they work from a browser.
 */
export function createAuth(config: AppConfig, db: Kysely<Database>, dependencies: AuthDependencies) {
  const { registration } = dependencies;
  const mailer = dependencies.mailer ?? createMailer(config, db);
  const rateLimits = dependencies.rateLimits ?? DEFAULT_RATE_LIMITS;
  const signInUrl = new URL('/auth', config.publicUrl).toString();

  // A confirmation mail goes out on sign-up, on an unconfirmed sign-in and on request: at most a few per address.
  const sendVerificationMail = async (email: string, url: string) => {
    const rule = rateLimits.verificationMailPerEmail;
    const outcome = await consumeRateLimits(db, [{ bucket: 'verify-mail:email', subject: email, rule }]);
    if (outcome.allowed) await mailer.send(buildVerificationMail(email, url));
  };

  const emailAudit = buildEmailAuditHooks(db);
  const sso = dependencies.sso ?? null;
  const ssoAuth = buildSsoAuth(db, sso, registration);

  return betterAuth({
    appName: 'Airport Management',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: requireAuthSecret(config),
    database: { db, type: 'postgres' },
    trustedOrigins: config.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(buildResetPasswordMail(user.email, url));
      },
      // Sign-up answers the same for a taken address; its owner gets this mail instead of a confirmation.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(buildExistingAccountMail(user.email, signInUrl));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await sendVerificationMail(user.email, url);
      },
      afterEmailVerification: emailAudit.afterEmailVerification,
    },
    // The registration mode (closed, domains, approval) is asked before sign-up looks the address up,
    // so a refusal says the same whether or not the address already has an account.
    hooks: {
      before: createAuthMiddleware(async (context) => {
        refuseCommonPassword(context);
        if (context.path === SIGN_IN_PATH) {
          const email = (context.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string')
            await refusePasswordForLinkedAccount(db, sso?.settings ?? null, email);
          return;
        }
        if (context.path !== SIGN_UP_PATH) return;
        refuseUnsafeSignUpName(context.body);
        const body = context.body as { email?: unknown } | undefined;
        const email = typeof body?.email === 'string' ? body.email : '';
        const decision = await registration.decideSignUp(db, email);
        if (!decision.allowed) {
          throw new APIError('FORBIDDEN', { message: decision.reason, code: 'REGISTRATION_REFUSED' });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            if (context?.path === SSO_CALLBACK_PATH) await ssoAuth.beforeUserCreated(user);
          },
          // Self-registration only: accounts made by createAccount or the admin API write their own row.
          after: async (user, context) => {
            if (context?.path === SSO_CALLBACK_PATH) return ssoAuth.afterUserCreated(user);
            if (context?.path !== SIGN_UP_PATH) return;
            await registration.createSelfRegisteredAccount(db, user);
          },
        },
        update: { before: emailAudit.beforeUserUpdate, after: emailAudit.afterUserUpdate },
      },
    },
    // The IdP's refresh token is kept for the session-refresh check (sso-session.ts): encrypted at rest.
    account: { encryptOAuthTokens: true },
    // A failed single sign-on lands on the sign-in page, which words the ?error= code (describeSsoError).
    onAPIError: { errorURL: signInUrl },
    // The administrator's session policy (idle timeout, absolute lifetime) ends sessions earlier: see
    // auth/sign-in-policy.service.ts. better-auth's own expiry is the longest lifetime the policy allows,
    // never extended, so the session's updatedAt is the policy's alone (its last activity).
    session: {
      expiresIn: SESSION_ABSOLUTE_HOURS.max * 60 * 60,
      disableSessionRefresh: true,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true },
      // The IdP sends the browser back cross-site: the sign-in state cookie must travel on that navigation.
      cookies: { state: { attributes: { sameSite: 'lax' } } },
      // better-auth skips its Origin check when NODE_ENV=test; the tests must see what people get.
      disableOriginCheck: false,
    },
    // Limits are ours (rate_limits table, shared by every server process): see routes/auth.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
    plugins: [admin(ADMIN_PLUGIN_OPTIONS), twoFactor(TWO_FACTOR_OPTIONS), ...ssoAuth.plugins],
  });
}

export type Auth = ReturnType<typeof createAuth>;
