import { AUTH_MESSAGES, type AdminUser } from '@bil/domain';
import type { AppContext } from '../../app-context';
import type { SignedInPrincipal } from '../../auth/access.service';
import { insertAuditLog } from '../../lib/audit.repository';
import { notFound } from '../../lib/http-errors';
import { deleteUserSessions, findAdminUserRow } from './admin-users.repository';
import { presentAdminUser } from './admin-users.presenter';
import { deleteTwoFactor } from './two-factor-reset.repository';

/**
 * POST /api/admin/users/:userId/two-factor/reset: for a person who lost their authenticator and recovery
 * codes. Their second factor is forgotten and their sessions end, so they sign in with the password again
 * and (when the policy requires it) enrol anew; audited with who did it.
 */
export async function resetTwoFactor(
  ctx: Pick<AppContext, 'db'>,
  actor: SignedInPrincipal,
  userId: string,
): Promise<AdminUser> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminUserRow(trx, userId, { lock: true });
    if (!before) throw notFound(AUTH_MESSAGES.userNotFound);
    await deleteTwoFactor(trx, userId);
    const sessionsEnded = await deleteUserSessions(trx, userId);
    await insertAuditLog(trx, {
      userId: actor.userId,
      action: 'reset_two_factor',
      resourceType: 'user',
      resourceId: userId,
      details: { email: before.email, sessionsEnded },
      before: { two_factor_enabled: before.twoFactorEnabled === true },
      after: { two_factor_enabled: false },
    });
    const after = await findAdminUserRow(trx, userId);
    if (!after) throw notFound(AUTH_MESSAGES.userNotFound);
    return presentAdminUser(after);
  });
}
