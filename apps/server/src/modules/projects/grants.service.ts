import { PROJECT_MESSAGES, type GrantDeleted } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { insertAuditLog } from '../../lib/audit.repository';
import { deleteGrantProjects } from './projects.repository';
import type { SignedInPrincipal } from '../../auth/access.service';

/**
 * DELETE /api/grants/:grantNumber (administrators): every project of the grant and one audit row, in one
 * transaction. 404 'No projects were found for this grant.' when it has none.
 */
export async function deleteGrant(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  grantNumber: string,
  reason: string,
): Promise<GrantDeleted> {
  return ctx.db.transaction().execute(async (trx) => {
    const deleted = await deleteGrantProjects(trx, grantNumber);
    if (deleted.length === 0) throw notFound(PROJECT_MESSAGES.noGrantProjects);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'delete_grant',
      resourceType: 'grants',
      resourceId: grantNumber,
      details: { reason, deleted_by: principal.userId, deleted_count: deleted.length },
      before: { projects: deleted },
    });
    return { grant_number: grantNumber, deleted_count: deleted.length };
  });
}
