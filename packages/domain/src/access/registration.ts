import { z } from 'zod';
import {
  DEFAULT_REGISTRATION_SETTING,
  REGISTRATION_MESSAGES,
  REGISTRATION_MODES,
  type RegistrationSetting,
} from './registration-modes';

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
}) satisfies z.ZodType<RegistrationSetting>;

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

/** A stored value read defensively: anything unknown falls back to the secure default. */
export function parseRegistrationSetting(value: unknown): RegistrationSetting {
  const parsed = registrationSettingSchema.safeParse(value);
  if (!parsed.success) return { ...DEFAULT_REGISTRATION_SETTING, domains: [] };
  return { mode: parsed.data.mode, domains: parsed.data.domains.map((domain) => domain.toLowerCase()) };
}
