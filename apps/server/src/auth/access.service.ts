import {
  mustEnrolTwoFactor,
  resolveAccess,
  sessionEndsAt,
  type AccessProfile,
  type SignInPolicy,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Auth } from './create-auth';
import { findAccessRecord } from './access.repository';
import { checkSessionStanding, getSignInPolicy } from './sign-in-policy.service';
import { checkSsoStanding, ssoCheckDue } from './sso-session';

export type SessionUser = { id: string; email: string; emailConfirmed: boolean; name: string };

/** Who is asking: the SPEC §6 access profile plus the signed-in user, if any. */
export type RequestPrincipal = AccessProfile & {
  userId: string | null;
  sessionId: string | null;
  /** When the session ends (ISO), after any extension this request made. */
  sessionExpiresAt: string | null;
  user: SessionUser | null;
  displayName: string | null;
  /** The account has a verified authenticator (better-auth's two-factor plugin). */
  twoFactorEnabled: boolean;
  /** The sign-in policy requires a second factor this account has not enrolled: only enrolment is open. */
  mustEnrolTwoFactor: boolean;
  /** The administrator's session limits in force (null signed out). */
  sessionLimits: Pick<SignInPolicy, 'idleTimeoutMinutes' | 'absoluteLifetimeHours'> | null;
};

export type SignedInPrincipal = RequestPrincipal & {
  userId: string;
  sessionId: string;
  sessionExpiresAt: string;
  user: SessionUser;
};

export const SIGNED_OUT_PRINCIPAL: RequestPrincipal = Object.freeze({
  ...resolveAccess({ account: null, hasSystemBypass: false, signedIn: false }),
  userId: null,
  sessionId: null,
  sessionExpiresAt: null,
  user: null,
  displayName: null,
  twoFactorEnabled: false,
  mustEnrolTwoFactor: false,
  sessionLimits: null,
});

export function isSignedIn(principal: RequestPrincipal): principal is SignedInPrincipal {
  return (
    principal.signedIn &&
    principal.userId !== null &&
    principal.user !== null &&
    principal.sessionId !== null &&
    principal.sessionExpiresAt !== null
  );
}

export type ResolvedPrincipal = {
  principal: RequestPrincipal;
  setCookies: string[];
  /** The session this request carried was ended by the session policy just now: why, in words. */
  sessionEnded?: { code: string; message: string };
};

/**
 * The request's principal from the better-auth session cookie, user_accounts and
 * system_bypass_access, through resolveAccess. A disabled (banned) account counts as signed out.
 * setCookies carries a refreshed session cookie when better-auth extended the session.
 */
export async function resolvePrincipal(
  ctx: { auth: Auth; db: Kysely<Database>; config: Pick<AppConfig, 'env'> },
  headers: Headers,
  options: { activity?: boolean } = {},
): Promise<ResolvedPrincipal> {
  if (!headers.get('cookie')) return { principal: SIGNED_OUT_PRINCIPAL, setCookies: [] };
  const { headers: responseHeaders, response } = await ctx.auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = responseHeaders.getSetCookie();
  if (!response || response.user.banned === true) return { principal: SIGNED_OUT_PRINCIPAL, setCookies };

  // The administrator's session policy (idle timeout, absolute lifetime) and second-factor requirement.
  const policy = await getSignInPolicy(ctx);
  const standing = await checkSessionStanding(ctx, policy, response.session.id, options.activity ?? true);
  if (standing.ended) {
    const { code, message } = standing;
    return { principal: SIGNED_OUT_PRINCIPAL, setCookies, sessionEnded: { code, message } };
  }
  const now = Date.now();
  const session = { ...response.session, ...standing };
  if ((options.activity ?? true) && ssoCheckDue(session, now))
    await checkSsoStanding(ctx.db, response.session, { context: await ctx.auth.$context }, now);

  const record = await findAccessRecord(ctx.db, response.user.id);
  const access = resolveAccess({
    account: record.account,
    hasSystemBypass: record.hasSystemBypass,
    signedIn: true,
    // Pending and refused registrations reach only GET /api/me: the policy gate refuses the rest.
    approval: record.account?.approval ?? 'approved',
  });
  const endsAt = sessionEndsAt(policy, standing);
  const expiresAt = new Date(Math.min(endsAt.getTime(), new Date(response.session.expiresAt).getTime()));
  const principal: SignedInPrincipal = {
    ...access,
    userId: response.user.id,
    sessionId: response.session.id,
    sessionExpiresAt: expiresAt.toISOString(),
    user: {
      id: response.user.id,
      email: response.user.email,
      emailConfirmed: response.user.emailVerified,
      name: response.user.name,
    },
    displayName: record.account?.display_name ?? null,
    twoFactorEnabled: standing.twoFactorEnabled,
    mustEnrolTwoFactor: mustEnrolTwoFactor(policy, {
      isAdmin: access.isAdmin,
      twoFactorEnabled: standing.twoFactorEnabled,
    }),
    sessionLimits: {
      idleTimeoutMinutes: policy.idleTimeoutMinutes,
      absoluteLifetimeHours: policy.absoluteLifetimeHours,
    },
  };
  return { principal, setCookies };
}
