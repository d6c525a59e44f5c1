import { describe, expect, it } from 'vitest';
import {
  defaultSignInPolicy,
  formatMinutes,
  formatSessionEnded,
  mustEnrolTwoFactor,
  sessionEndReason,
  sessionEndsAt,
} from './sign-in-policy';
import { signInPolicySchema } from './sign-in-policy.schema';

const policy = { twoFactor: 'admins' as const, idleTimeoutMinutes: 480, absoluteLifetimeHours: 168 };
const at = (iso: string) => new Date(iso);

describe('sign-in policy (issue 32)', () => {
  it('defaults to 8 hours idle, 7 days absolute, two-factor for administrators in production only', () => {
    expect(defaultSignInPolicy(true)).toEqual(policy);
    expect(defaultSignInPolicy(false)).toEqual({ ...policy, twoFactor: 'off' });
  });

  it('asks for enrolment by the policy and the person, never once enrolled', () => {
    const admin = { isAdmin: true, twoFactorEnabled: false };
    const viewer = { isAdmin: false, twoFactorEnabled: false };
    expect(mustEnrolTwoFactor({ twoFactor: 'off' }, admin)).toBe(false);
    expect(mustEnrolTwoFactor({ twoFactor: 'admins' }, admin)).toBe(true);
    expect(mustEnrolTwoFactor({ twoFactor: 'admins' }, viewer)).toBe(false);
    expect(mustEnrolTwoFactor({ twoFactor: 'everyone' }, viewer)).toBe(true);
    expect(mustEnrolTwoFactor({ twoFactor: 'everyone' }, { isAdmin: true, twoFactorEnabled: true })).toBe(
      false,
    );
  });

  it('ends a session at 8 hours unused or 7 days old, whichever comes first', () => {
    const session = { createdAt: at('2026-11-20T08:00:00Z'), lastActiveAt: at('2026-11-20T09:00:00Z') };
    // 09:00 + 8 h = 17:00: one minute before is fine, at 17:00 it has ended.
    expect(sessionEndReason(policy, session, at('2026-11-20T16:59:00Z'))).toBeNull();
    expect(sessionEndReason(policy, session, at('2026-11-20T17:00:00Z'))).toBe('idle');
    expect(sessionEndsAt(policy, session)).toEqual(at('2026-11-20T17:00:00Z'));
    // Busy until the end: 08:00 on the 20th + 7 days = 08:00 on the 27th.
    const busy = { ...session, lastActiveAt: at('2026-11-27T07:59:00Z') };
    expect(sessionEndReason(policy, busy, at('2026-11-27T07:59:30Z'))).toBeNull();
    expect(sessionEndReason(policy, busy, at('2026-11-27T08:00:00Z'))).toBe('absolute');
    expect(sessionEndsAt(policy, busy)).toEqual(at('2026-11-27T08:00:00Z'));
  });

  it('says the limits in words', () => {
    expect(formatMinutes(480)).toBe('8 hours');
    expect(formatMinutes(90)).toBe('90 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(7 * 24 * 60)).toBe('7 days');
    expect(formatSessionEnded('idle', policy)).toBe(
      'You were signed out after 8 hours without activity. Please sign in again.',
    );
  });

  it('refuses limits out of range or an idle timeout longer than the lifetime', () => {
    expect(signInPolicySchema.safeParse(policy).success).toBe(true);
    expect(signInPolicySchema.safeParse({ ...policy, idleTimeoutMinutes: 4 }).success).toBe(false);
    expect(signInPolicySchema.safeParse({ ...policy, absoluteLifetimeHours: 721 }).success).toBe(false);
    expect(
      signInPolicySchema.safeParse({ ...policy, idleTimeoutMinutes: 61, absoluteLifetimeHours: 1 }).success,
    ).toBe(false);
  });
});
