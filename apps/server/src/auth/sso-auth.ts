import {
  decideSsoAccess,
  readGroups,
  SSO_MESSAGES,
  SSO_PROVIDER_ID,
  type SsoAccessDecision,
} from '@bil/domain';
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertAuditLog } from '../lib/audit.repository';
import type { SsoConfig } from './sso-config';
import type { RegistrationPort } from './registration-port';

type Claims = Record<string, unknown>;

/**
 * Single sign-on with OpenID Connect through better-auth's generic OAuth plugin: discovery from the
 * issuer, PKCE, and an ID token verified against the discovery JWKS (signature, issuer, audience,
 * expiry, nonce) or the sign-in fails. SAML is not offered by this plugin (docs/ARCHITECTURE.md).
 */
export function buildSsoAuth(db: Kysely<Database>, sso: SsoConfig | null, registration: RegistrationPort) {
  // The verified ID token's claims, by e-mail, from mapProfileToUser to the user hooks of the same callback.
  const seenClaims = new Map<string, Claims>();
  // The user-create hooks decide (before) and write the account row (after) in the same request.
  const decided = new Map<string, { decision: SsoAccessDecision; groups: string[] }>();

  const plugins = sso
    ? [
        genericOAuth({
          config: [
            {
              providerId: SSO_PROVIDER_ID,
              name: sso.settings.name,
              discoveryUrl: `${sso.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
              clientId: sso.settings.clientId,
              clientSecret: sso.clientSecret,
              // offline_access: a refresh token, with which each session refresh asks the IdP again (sso-session.ts).
              scopes: ['openid', 'email', 'profile', 'offline_access'],
              pkce: true,
              requireIdTokenVerification: true,
              mapProfileToUser: (profile: Claims) => {
                if (typeof profile.email === 'string') seenClaims.set(profile.email.toLowerCase(), profile);
                return {};
              },
            },
          ],
        }),
      ]
    : [];

  const refuse = async (email: string, groups: string[], code: string, reason: string): Promise<never> => {
    seenClaims.delete(email);
    await insertAuditLog(db, {
      userId: null,
      action: 'sso_refused',
      resourceType: 'user',
      resourceId: null,
      details: { email, groups, reason },
    });
    throw new APIError('FORBIDDEN', { code, message: reason });
  };

  /**
   * A first SSO sign-in is refused before the user row is written when the address is outside the allowed
   * domains, or when no group maps to a role while registration is closed: closed means no new waiting
   * accounts, whichever way they come (docs/ARCHITECTURE.md, Sign-in).
   */
  const beforeUserCreated = async (user: { email: string }) => {
    if (!sso) return;
    const email = user.email.toLowerCase();
    const claims = seenClaims.get(email) ?? {};
    const decision = decideSsoAccess(sso.settings, email, claims);
    const groups = readGroups(claims, sso.settings.groupsClaim);
    if (!decision.allowed) return refuse(email, groups, 'sso_domain_refused', decision.reason);
    if (!decision.approved && (await registration.registrationClosed(db)))
      return refuse(email, groups, 'sso_registration_closed', SSO_MESSAGES.registrationClosed);
    decided.set(email, { decision, groups });
  };

  /** The account row of a first SSO sign-in, and its audited mapping decision. */
  const afterUserCreated = async (user: { id: string; email: string; name: string }) => {
    const entry = decided.get(user.email.toLowerCase());
    if (!entry || !entry.decision.allowed) return;
    decided.delete(user.email.toLowerCase());
    seenClaims.delete(user.email.toLowerCase());
    const { decision, groups } = entry;
    const account = decision.approved
      ? { role: decision.role, tdotPm: decision.tdotPm, approval: 'approved' as const }
      : { role: 'viewer' as const, tdotPm: null, approval: 'pending' as const };
    await registration.createSsoAccount(db, user, account);
    await insertAuditLog(db, {
      userId: user.id,
      action: 'sso_role_mapping',
      resourceType: 'user_accounts',
      resourceId: user.id,
      details: {
        email: user.email,
        groups,
        matchedGroup: decision.approved ? decision.group : null,
        why: decision.approved ? `group ${decision.group} maps to ${decision.role}` : decision.why,
      },
      after: account,
    });
  };

  return { plugins, beforeUserCreated, afterUserCreated };
}

type AccountTable = {
  account: { id: string; userId: string; providerId: string; refreshToken: string | null };
};
export const withAccountTable = (db: Kysely<Database>) => db.withTables<AccountTable>();

/** A product password for an IdP-linked account only when the administrator allows it. */
export async function refusePasswordForLinkedAccount(
  db: Kysely<Database>,
  sso: { allowPasswordSignIn: boolean } | null,
  email: string,
): Promise<void> {
  if (sso?.allowPasswordSignIn) return;
  const linked = await withAccountTable(db)
    .selectFrom('account')
    .innerJoin('user', 'user.id', 'account.userId')
    .select('account.id')
    .where('user.email', '=', email.trim().toLowerCase())
    .where('account.providerId', '=', SSO_PROVIDER_ID)
    .executeTakeFirst();
  if (linked) throw new APIError('FORBIDDEN', { message: SSO_MESSAGES.passwordRefused, code: 'SSO_ACCOUNT' });
}
