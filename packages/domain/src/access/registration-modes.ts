import type { AccountApproval } from './access-profile';

// The registration rules without zod (the sign-in page shows describeRegistration and loads no zod);
// the schemas that read and check the setting are in registration.ts.

/**
 * Who may register themselves (an administrator's setting, stored in app_settings 'registration'):
 * - closed: invitations only; sign-up is refused and administrators create accounts;
 * - domains: only addresses in the listed domains; they still confirm their e-mail, and once it is
 *   confirmed they are in (approved at registration: an unconfirmed address cannot sign in);
 * - approval: anyone may register, and every new account waits for an administrator's approval.
 */
export const REGISTRATION_MODES = ['closed', 'domains', 'approval'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** Secure by default: a fresh installation reviews every registration. */
export const DEFAULT_REGISTRATION_MODE: RegistrationMode = 'approval';

export const REGISTRATION_MESSAGES = {
  closed: 'Registration is closed. Ask an administrator for an account.',
  domainNotAllowed: 'Registration is open only to e-mail addresses of the allowed domains.',
  domainsRequired: 'List at least one allowed domain, or choose another registration mode.',
  notPending: 'This account is not waiting for approval.',
} as const;

export type RegistrationSetting = {
  mode: RegistrationMode;
  /** Lower-case domains without '@' (used in 'domains' mode; kept when another mode is chosen). */
  domains: string[];
};

export const DEFAULT_REGISTRATION_SETTING: Readonly<RegistrationSetting> = Object.freeze({
  mode: DEFAULT_REGISTRATION_MODE,
  domains: [],
});

/** What the registration form says before someone registers (the web shows it as is). */
export function describeRegistration(setting: RegistrationSetting): string {
  switch (setting.mode) {
    case 'closed':
      return REGISTRATION_MESSAGES.closed;
    case 'domains':
      return `Registration is open to addresses at ${setting.domains.join(', ')}. Confirm your e-mail address and you can sign in.`;
    case 'approval':
      return 'New accounts are reviewed by an administrator before they can be used.';
  }
}

export type RegistrationDecision =
  { allowed: true; approval: AccountApproval } | { allowed: false; reason: string };

/** The domain part of an address, lower-case ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** May this address register, and in which approval state does the new account start? */
export function decideRegistration(setting: RegistrationSetting, email: string): RegistrationDecision {
  switch (setting.mode) {
    case 'closed':
      return { allowed: false, reason: REGISTRATION_MESSAGES.closed };
    case 'domains':
      return setting.domains.includes(emailDomain(email))
        ? { allowed: true, approval: 'approved' }
        : { allowed: false, reason: REGISTRATION_MESSAGES.domainNotAllowed };
    case 'approval':
      return { allowed: true, approval: 'pending' };
  }
}
