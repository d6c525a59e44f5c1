import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { ROLES } from './permission-flags';
import { registrationDomainSchema } from './registration';
import { SSO_MESSAGES, type SsoSettings } from './sso';

// The Sign-in screen's request and answer shapes; apart from sso.ts so the sign-in page's button and words load no zod.

const claimName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:/-]{1,100}$/, { error: 'Claim names are letters, digits and _ . : / -' });

export const ssoSettingsSchema = z.object({
  enabled: z.boolean(),
  name: z
    .string()
    .trim()
    .min(1, 'Enter the name shown on the sign-in button')
    .max(60)
    .refine(isSafeText, unsafeTextMessage('Button name')),
  issuer: z.url({
    protocol: /^https?$/,
    error: 'Enter the issuer URL, e.g. https://login.microsoftonline.com/<tenant>/v2.0',
  }),
  clientId: z.string().trim().min(1, 'Enter the client id').max(200),
  allowedDomains: z.array(registrationDomainSchema).max(50, 'At most 50 domains'),
  groupsClaim: claimName,
  pmNameClaim: claimName,
  roleMappings: z
    .array(
      z.strictObject({
        group: z.string().trim().min(1, 'Enter the group').max(200),
        role: z.enum(ROLES, { error: 'Role must be admin, pm or viewer' }),
      }),
    )
    .max(50, 'At most 50 mappings'),
  allowPasswordSignIn: z.boolean(),
}) satisfies z.ZodType<SsoSettings>;

/** PUT /api/admin/sign-in: the settings, and the client secret only when it changes. */
export const ssoSettingsBodySchema = z
  .strictObject({ ...ssoSettingsSchema.shape, clientSecret: z.string().min(1).max(500).optional() })
  .refine((body) => !body.enabled || body.allowedDomains.length > 0, {
    error: SSO_MESSAGES.domainsRequired,
    path: ['allowedDomains'],
  });
export type SsoSettingsBody = z.input<typeof ssoSettingsBodySchema>;

/** GET /api/admin/sign-in: never the secret, only whether one is kept. */
export const ssoSettingsViewSchema = ssoSettingsSchema.extend({
  allowedDomains: z.array(z.string()),
  // Empty before anything is saved.
  issuer: z.string(),
  name: z.string(),
  clientId: z.string(),
  roleMappings: z.array(z.object({ group: z.string(), role: z.enum(ROLES) })),
  clientSecretSet: z.boolean(),
  /** 'environment': SSO_* variables rule and the screen is read-only. */
  source: z.enum(['environment', 'settings', 'none']),
  redirectUri: z.string(),
});
export type SsoSettingsView = z.infer<typeof ssoSettingsViewSchema>;

/** GET /api/settings/sign-in (public): what the sign-in page offers. */
export const signInOptionsSchema = z.object({
  sso: z.object({ providerId: z.string(), name: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
