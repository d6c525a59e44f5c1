import {
  defaultSignInPolicy,
  formatSessionEnded,
  SESSION_END_CODES,
  sessionEndReason,
  signInPolicySchema,
  type SignInPolicy,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { insertAuditLog } from '../lib/audit.repository';
import {
  deleteSession,
  findSessionStanding,
  findSignInPolicyValue,
  saveSignInPolicyValue,
  touchSession,
} from './sign-in-policy.repository';

type PolicyContext = { db: Kysely<Database>; config: Pick<AppConfig, 'env'> };

/** The administrator's sign-in policy, or the defaults (second factor for administrators in production). */
export async function getSignInPolicy(ctx: PolicyContext): Promise<SignInPolicy> {
  const stored = signInPolicySchema.safeParse(await findSignInPolicyValue(ctx.db));
  return stored.success ? stored.data : defaultSignInPolicy(ctx.config.env === 'production');
}

/** PUT /api/admin/sign-in-policy: stored and audited (before and after). */
export async function saveSignInPolicy(
  ctx: PolicyContext,
  actorUserId: string,
  policy: SignInPolicy,
): Promise<SignInPolicy> {
  const before = await getSignInPolicy(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await saveSignInPolicyValue(trx, policy, actorUserId);
    await insertAuditLog(trx, {
      userId: actorUserId,
      action: 'update_sign_in_policy',
      resourceType: 'app_settings',
      resourceId: 'sign_in_policy',
      before,
      after: policy,
    });
  });
  return policy;
}

// Marking a session used costs a write; once a minute is precise enough for an idle timeout in minutes.
const TOUCH_AFTER_MS = 60_000;

export type SessionStanding =
  | {
      ended: false;
      twoFactorEnabled: boolean;
      createdAt: Date;
      lastActiveAt: Date;
      /** The last activity before this request's (what the session's stamp said when the request came). */
      previousActiveAt: Date;
    }
  | { ended: true; code: string; message: string };

/**
 * Applies the session policy to a live better-auth session: past its idle timeout or absolute lifetime
 * it is deleted and the request answers 401 with words that say which; otherwise a request that counts
 * as activity marks it used (reading GET /api/session does not: the web's timer reads it).
 * The kernel's timekeeping is the wall clock (lib/clock.ts); tests move the session's stamps instead.
 */
export async function checkSessionStanding(
  ctx: PolicyContext,
  policy: SignInPolicy,
  sessionId: string,
  activity: boolean,
): Promise<SessionStanding> {
  const now = new Date();
  const standing = await findSessionStanding(ctx.db, sessionId);
  if (!standing) return { ended: true, code: SESSION_END_CODES.idle, message: 'Not authenticated' };
  const session = { createdAt: standing.createdAt, lastActiveAt: standing.updatedAt };
  const reason = sessionEndReason(policy, session, now);
  if (reason) {
    await deleteSession(ctx.db, sessionId);
    return { ended: true, code: SESSION_END_CODES[reason], message: formatSessionEnded(reason, policy) };
  }
  let lastActiveAt = standing.updatedAt;
  if (activity && now.getTime() - standing.updatedAt.getTime() > TOUCH_AFTER_MS) {
    await touchSession(ctx.db, sessionId, now);
    lastActiveAt = now;
  }
  return {
    ended: false,
    twoFactorEnabled: standing.twoFactorEnabled,
    createdAt: standing.createdAt,
    lastActiveAt,
    previousActiveAt: standing.updatedAt,
  };
}
