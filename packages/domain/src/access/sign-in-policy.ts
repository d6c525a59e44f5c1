// The administrator's sign-in policy (issue 32): who must use a second factor, and when a session ends.
// Rules and words without zod (the sign-in page shows the words); the schema is in sign-in-policy.schema.ts.

/** off: nobody is made to enrol; admins: administrators must; everyone: every account must. */
export const TWO_FACTOR_POLICIES = ['off', 'admins', 'everyone'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

export type SignInPolicy = {
  twoFactor: TwoFactorPolicy;
  /** A session unused this long ends (minutes). */
  idleTimeoutMinutes: number;
  /** A session ends this long after sign-in however busy it is (hours). */
  absoluteLifetimeHours: number;
};

export const SESSION_IDLE_MINUTES = { default: 8 * 60, min: 5, max: 24 * 60 } as const;
export const SESSION_ABSOLUTE_HOURS = { default: 7 * 24, min: 1, max: 30 * 24 } as const;
/** "Trust this device": a second factor is not asked again on this browser for 30 days. */
export const TRUSTED_DEVICE_DAYS = 30;

/** Production asks administrators for a second factor unless an administrator chose otherwise. */
export function defaultSignInPolicy(production: boolean): SignInPolicy {
  return {
    twoFactor: production ? 'admins' : 'off',
    idleTimeoutMinutes: SESSION_IDLE_MINUTES.default,
    absoluteLifetimeHours: SESSION_ABSOLUTE_HOURS.default,
  };
}

/** Must this signed-in person enrol a second factor before doing anything else? */
export function mustEnrolTwoFactor(
  policy: Pick<SignInPolicy, 'twoFactor'>,
  person: { isAdmin: boolean; twoFactorEnabled: boolean },
): boolean {
  if (person.twoFactorEnabled) return false;
  if (policy.twoFactor === 'everyone') return true;
  return policy.twoFactor === 'admins' && person.isAdmin;
}

export type SessionEnd = 'idle' | 'absolute';

const MINUTE_MS = 60_000;

/** Why a session has ended under the policy at `now`, or null while it may go on. */
export function sessionEndReason(
  policy: Pick<SignInPolicy, 'idleTimeoutMinutes' | 'absoluteLifetimeHours'>,
  session: { createdAt: Date; lastActiveAt: Date },
  now: Date,
): SessionEnd | null {
  if (now.getTime() - session.createdAt.getTime() >= policy.absoluteLifetimeHours * 60 * MINUTE_MS) {
    return 'absolute';
  }
  if (now.getTime() - session.lastActiveAt.getTime() >= policy.idleTimeoutMinutes * MINUTE_MS) return 'idle';
  return null;
}

/** When the session will end if it stays unused from now on (the earlier of the two limits). */
export function sessionEndsAt(
  policy: Pick<SignInPolicy, 'idleTimeoutMinutes' | 'absoluteLifetimeHours'>,
  session: { createdAt: Date; lastActiveAt: Date },
): Date {
  const absolute = session.createdAt.getTime() + policy.absoluteLifetimeHours * 60 * MINUTE_MS;
  const idle = session.lastActiveAt.getTime() + policy.idleTimeoutMinutes * MINUTE_MS;
  return new Date(Math.min(absolute, idle));
}

/** "8 hours", "90 minutes", "7 days": a length as people say it. */
export function formatMinutes(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

export const SESSION_END_CODES = { idle: 'SESSION_IDLE', absolute: 'SESSION_EXPIRED' } as const;

export function formatSessionEnded(reason: SessionEnd, policy: SignInPolicy): string {
  return reason === 'idle'
    ? `You were signed out after ${formatMinutes(policy.idleTimeoutMinutes)} without activity. Please sign in again.`
    : `Your session reached its limit of ${formatMinutes(policy.absoluteLifetimeHours * 60)}. Please sign in again.`;
}

export const SIGN_IN_POLICY_MESSAGES = {
  twoFactorRequired:
    'Your account must use two-factor authentication. Set it up with an authenticator app before continuing.',
  /** NIST 800-63B: refuse a password found in lists of common and breached passwords, and say why. */
  passwordCommon:
    'This password is too common: it appears in lists of breached passwords. Choose a different one.',
  invalidTwoFactorCode: 'That code is not right. Check your authenticator app and try again.',
  twoFactorSignInExpired: 'This sign-in took too long. Please sign in again with your password.',
  twoFactorReset: 'Two-factor authentication was reset for this account.',
} as const;
