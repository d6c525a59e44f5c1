import type { AccessProfile } from '../access/access-profile';
import { SIGN_IN_POLICY_MESSAGES } from '../access/sign-in-policy';

/**
 * The policy kernel (outline's style): each model has one policy, a named set of rules
 * `(actor, record) => decision`. Services ask `authorize`; presenters attach `abilitiesOf` to answers;
 * the web shows and hides controls from those abilities and never re-derives a rule.
 */

/** Who is asking: the SPEC §6 access profile (signed in, role, admin bit, PM name, flags, approval). */
export type Actor = Pick<AccessProfile, 'signedIn' | 'role' | 'isAdmin' | 'tdotPm' | 'flags'> &
  Partial<Pick<AccessProfile, 'approval'>> & {
    userId?: string | null;
    /** Signed in, but the sign-in policy requires a second factor this account has not enrolled yet. */
    mustEnrolTwoFactor?: boolean;
  };

/** The actor is this person (signed in, with an id). */
export function isPerson(actor: Actor, userId: string | null | undefined): boolean {
  return Boolean(actor.userId) && actor.userId === userId;
}

export type Decision = { allowed: true } | { allowed: false; reason: string; status: 401 | 403 | 404 };

export const ALLOW: Decision = Object.freeze({ allowed: true });
export const PERMISSION_DENIED = 'Permission denied';
export const NOT_AUTHENTICATED = 'Not authenticated';
export const ACCOUNT_PENDING_MESSAGE =
  'Your account is waiting for an administrator’s approval. You will get an e-mail when it is approved.';
export const ACCOUNT_REFUSED_MESSAGE = 'Your registration was not approved. Contact an administrator.';

export const deny = (reason: string = PERMISSION_DENIED): Decision => ({
  allowed: false,
  reason,
  status: 403,
});
export const denyNotFound = (reason: string): Decision => ({ allowed: false, reason, status: 404 });
export const denyNotAuthenticated = (): Decision => ({
  allowed: false,
  reason: NOT_AUTHENTICATED,
  status: 401,
});
export const allowIf = (condition: boolean, reason?: string): Decision => (condition ? ALLOW : deny(reason));

export type Rule<R> = (actor: Actor, record: R) => Decision;
export type Policy<R, A extends string> = {
  readonly model: string;
  readonly rules: Readonly<Record<A, Rule<R>>>;
};

/** A model's policy: its rules by action. Every rule runs behind the gate (signed in, approved). */
export function definePolicy<R, A extends string>(model: string, rules: Record<A, Rule<R>>): Policy<R, A> {
  return Object.freeze({ model, rules: Object.freeze(rules) });
}

/**
 * Signed out: 401. Waiting for approval or refused, or a second factor to enrol first: 403 with words
 * that say so. Else null (go on).
 */
export function gate(actor: Actor): Decision | null {
  if (!actor.signedIn) return denyNotAuthenticated();
  if (actor.approval === 'pending') return deny(ACCOUNT_PENDING_MESSAGE);
  if (actor.approval === 'refused') return deny(ACCOUNT_REFUSED_MESSAGE);
  if (actor.mustEnrolTwoFactor === true) return deny(SIGN_IN_POLICY_MESSAGES.twoFactorRequired);
  return null;
}

/** May this actor do this action to this record? Denied by default for an unknown action. */
export function authorize<R, A extends string>(
  policy: Policy<R, A>,
  actor: Actor,
  action: A,
  record: R,
): Decision {
  const refused = gate(actor);
  if (refused) return refused;
  const rule = policy.rules[action] as Rule<R> | undefined;
  return rule ? rule(actor, record) : deny();
}

/** What the actor may do to this record, one boolean per action: the `abilities` of an answer. */
export function abilitiesOf<R, A extends string>(
  policy: Policy<R, A>,
  actor: Actor,
  record: R,
): Record<A, boolean> {
  const actions = Object.keys(policy.rules) as A[];
  return Object.fromEntries(
    actions.map((action) => [action, authorize(policy, actor, action, record).allowed]),
  ) as Record<A, boolean>;
}

/** A PM (and not an administrator): works only with the airports and records assigned to them. */
export function isScopedToOwnAirports(actor: Actor): boolean {
  return !actor.isAdmin && actor.role === 'pm';
}

/** The actor is the PM named (a PM with no PM name owns nothing). */
export function isThePm(actor: Actor, pm: string | null | undefined): boolean {
  return Boolean(actor.tdotPm) && pm === actor.tdotPm;
}
