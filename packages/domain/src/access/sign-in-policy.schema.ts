import { z } from 'zod';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, TWO_FACTOR_POLICIES } from './sign-in-policy';

const whole = (label: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(bounds.min, `${label} must be between ${bounds.min} and ${bounds.max}`)
    .max(bounds.max, `${label} must be between ${bounds.min} and ${bounds.max}`);

/** GET and PUT /api/admin/sign-in-policy. */
export const signInPolicySchema = z
  .strictObject({
    twoFactor: z.enum(TWO_FACTOR_POLICIES, {
      error: 'Two-factor requirement must be off, admins or everyone',
    }),
    idleTimeoutMinutes: whole('Idle timeout (minutes)', SESSION_IDLE_MINUTES),
    absoluteLifetimeHours: whole('Session lifetime (hours)', SESSION_ABSOLUTE_HOURS),
  })
  .refine((policy) => policy.idleTimeoutMinutes <= policy.absoluteLifetimeHours * 60, {
    path: ['idleTimeoutMinutes'],
    message: 'Idle timeout cannot be longer than the session lifetime',
  });

export const adminUserTwoFactorSchema = z.object({ twoFactorEnabled: z.boolean() });
