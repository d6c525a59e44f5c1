import { VIEWER_FALLBACK_FLAGS, type UpdateMeBody } from '@bil/domain';
import type { SignedInPrincipal } from '../../auth/access.service';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import { insertUserAccountIfMissing, updateAuthUser } from './admin-users.repository';
import { findDisplayNameForUpdate, updateDisplayName } from './me.repository';

/** PATCH /api/me: the person's own display name (blank clears it); audited. */
export async function updateMyDisplayName(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  body: UpdateMeBody,
): Promise<string | null> {
  const displayName = body.displayName?.trim() || null;
  await ctx.db.transaction().execute(async (trx) => {
    await insertUserAccountIfMissing(trx, {
      userId: principal.userId,
      role: 'viewer',
      flags: VIEWER_FALLBACK_FLAGS,
    });
    const before = await findDisplayNameForUpdate(trx, principal.userId);
    await updateDisplayName(trx, principal.userId, displayName);
    // The shown name falls back from name to display name (SPEC §2): keep them one value.
    await updateAuthUser(trx, principal.userId, { name: displayName ?? '' });
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_profile',
      resourceType: 'user_accounts',
      resourceId: principal.userId,
      before: { display_name: before?.display_name ?? null },
      after: { display_name: displayName },
    });
  });
  return displayName;
}
