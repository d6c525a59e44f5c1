import type { Role } from './permission-flags';

/** The one OpenID Connect provider this product signs in with (better-auth's generic OAuth provider id). */
export const SSO_PROVIDER_ID = 'oidc';

export type SsoRoleMapping = { group: string; role: Role };

/** Single sign-on as an administrator (or the environment) sets it, without the client secret. */
export type SsoSettings = {
  enabled: boolean;
  /** Shown on the sign-in page: "Sign in with <name>". */
  name: string;
  /** The IdP's issuer URL; discovery is <issuer>/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  /** Lower-case domains an IdP e-mail address must end with. */
  allowedDomains: string[];
  /** The ID-token claim that carries the person's groups (e.g. groups, roles). */
  groupsClaim: string;
  /** The claim that carries a PM's name as airports list it (tdot_pm). */
  pmNameClaim: string;
  /** First match wins; no match -> the account waits for approval (refused while registration is closed). */
  roleMappings: SsoRoleMapping[];
  /** May an account linked to the IdP also sign in with a product password? */
  allowPasswordSignIn: boolean;
};

export const SSO_MESSAGES = {
  signInWith: (name: string) => `Sign in with ${name}`,
  domainRefused:
    'Your e-mail address is outside the domains allowed to use single sign-on. Nothing was created.',
  registrationClosed:
    'Registration is closed and your identity provider groups give no role here. Ask an administrator for an account. Nothing was created.',
  notVerified:
    "The identity provider's answer could not be verified (its signature, issuer, expiry or nonce did not match). Nothing was created; start the sign-in again.",
  issuerMismatch:
    'The answer came from another identity provider than the one configured. Nothing was created; start the sign-in again.',
  stateRefused: 'This sign-in was already used or has expired. Start the sign-in again.',
  codeRefused: 'The identity provider refused the sign-in code. Start the sign-in again.',
  notLinked:
    'An account with this e-mail address already exists and is not linked to single sign-on. Ask an administrator.',
  passwordRefused: 'This account signs in with single sign-on. Use the single sign-on button above.',
  notConfigured: 'Single sign-on is not set up.',
  failed: 'Single sign-on did not complete. Start the sign-in again or ask your administrator.',
  secretRequired: 'Enter the client secret',
  domainsRequired: 'Enter at least one allowed e-mail domain',
} as const;

/** The words for an SSO failure code better-auth (or our validation) put in the /auth?error= redirect. */
export function describeSsoError(code: string): string {
  if (code === 'sso_domain_refused') return SSO_MESSAGES.domainRefused;
  if (code === 'sso_registration_closed') return SSO_MESSAGES.registrationClosed;
  if (code === 'unable_to_get_user_info' || code === 'nonce_binding_missing') return SSO_MESSAGES.notVerified;
  if (code === 'issuer_mismatch' || code === 'issuer_missing') return SSO_MESSAGES.issuerMismatch;
  if (code.startsWith('state_') || code === 'please_restart_the_process') return SSO_MESSAGES.stateRefused;
  if (code === 'invalid_code' || code === 'no_code') return SSO_MESSAGES.codeRefused;
  if (code === 'account_not_linked') return SSO_MESSAGES.notLinked;
  if (code === 'oauth_provider_not_found') return SSO_MESSAGES.notConfigured;
  return SSO_MESSAGES.failed;
}

export type SsoClaims = Record<string, unknown>;

export type SsoAccessDecision =
  | { allowed: false; reason: string }
  | { allowed: true; role: Role; tdotPm: string | null; group: string; approved: true }
  | { allowed: true; approved: false; why: string };

/** Groups as the claim carries them: a list, or one string (some IdPs send a single group that way). */
export function readGroups(claims: SsoClaims, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export function emailDomainAllowed(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  return domains.includes(email.slice(at + 1).toLowerCase());
}

/**
 * What a first single sign-on makes of a person: refused outside the allowed domains; else the first
 * mapping whose group the IdP sends gives the role (a PM also needs a name in the PM name claim, or the
 * account waits); no mapping -> the account waits for an administrator, as self-registration does.
 */
export function decideSsoAccess(settings: SsoSettings, email: string, claims: SsoClaims): SsoAccessDecision {
  if (!emailDomainAllowed(email, settings.allowedDomains)) {
    return { allowed: false, reason: SSO_MESSAGES.domainRefused };
  }
  const groups = readGroups(claims, settings.groupsClaim);
  const mapping = settings.roleMappings.find((candidate) => groups.includes(candidate.group));
  if (!mapping) return { allowed: true, approved: false, why: 'no mapped group' };
  if (mapping.role !== 'pm')
    return { allowed: true, approved: true, role: mapping.role, tdotPm: null, group: mapping.group };
  const pmName = claims[settings.pmNameClaim];
  if (typeof pmName !== 'string' || pmName.trim() === '') {
    return {
      allowed: true,
      approved: false,
      why: `group ${mapping.group} maps to PM but claim ${settings.pmNameClaim} is empty`,
    };
  }
  return { allowed: true, approved: true, role: 'pm', tdotPm: pmName.trim(), group: mapping.group };
}
