import { z } from 'zod';
import type { AccountApproval } from './access-profile';

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

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const registrationDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ''))
  .pipe(z.string().regex(DOMAIN_PATTERN, { error: 'Enter domains like example.gov (no @, no spaces)' }));

export const registrationSettingSchema = z.object({
  mode: z.enum(REGISTRATION_MODES),
  /** Lower-case domains without '@' (used in 'domains' mode; kept when another mode is chosen). */
  domains: z.array(z.string()),
});
export type RegistrationSetting = z.infer<typeof registrationSettingSchema>;

export const registrationSettingBodySchema = z
  .strictObject({
    mode: z.enum(REGISTRATION_MODES, { error: 'Mode must be closed, domains or approval' }),
    domains: z.array(registrationDomainSchema).max(50, 'At most 50 domains').default([]),
  })
  .transform((body) => ({ ...body, domains: [...new Set(body.domains)].sort() }))
  .refine((body) => body.mode !== 'domains' || body.domains.length > 0, {
    error: REGISTRATION_MESSAGES.domainsRequired,
    path: ['domains'],
  });
export type RegistrationSettingBody = z.input<typeof registrationSettingBodySchema>;

export const DEFAULT_REGISTRATION_SETTING: Readonly<RegistrationSetting> = Object.freeze({
  mode: DEFAULT_REGISTRATION_MODE,
  domains: [],
});

/** A stored value read defensively: anything unknown falls back to the secure default. */
export function parseRegistrationSetting(value: unknown): RegistrationSetting {
  const parsed = registrationSettingSchema.safeParse(value);
  if (!parsed.success) return { ...DEFAULT_REGISTRATION_SETTING, domains: [] };
  return { mode: parsed.data.mode, domains: parsed.data.domains.map((domain) => domain.toLowerCase()) };
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
