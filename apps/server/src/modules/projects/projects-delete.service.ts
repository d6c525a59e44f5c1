import { authorize, formatProjectNotFound, projectPolicy, type ProjectDeleted } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { notFound, throwIfRefused } from '../../lib/http-errors';
import { snapshotProject } from './project.presenter';
import { insertAuditLog } from '../../lib/audit.repository';
import { deleteProjectById, findProjectForUpdate } from './projects.repository';
import type { SignedInPrincipal } from '../../auth/access.service';
import { assertProjectId } from './projects.service';

type DeleteKind = {
  action: 'delete' | 'forceDelete';
  auditAction: string;
};

const OWN_DELETE: DeleteKind = { action: 'delete', auditAction: 'delete_project' };
const FORCE_DELETE: DeleteKind = { action: 'forceDelete', auditAction: 'force_delete_project' };

async function removeProject(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  reason: string | null,
  kind: DeleteKind,
): Promise<ProjectDeleted> {
  assertProjectId(id);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findProjectForUpdate(trx, id);
    if (!current) throw notFound(formatProjectNotFound(id));
    const decision = authorize(projectPolicy, principal, kind.action, { id, tdot_pm: current.tdot_pm });
    throwIfRefused(decision);
    await deleteProjectById(trx, id);
    // SPEC §7: audit_logs rows for deletions carry details { reason, deleted_by }.
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: kind.auditAction,
      resourceType: 'projects',
      resourceId: id,
      details: { reason, deleted_by: principal.userId },
      before: snapshotProject(current),
    });
  });
  return { id, deleted: true };
}

/** DELETE /api/projects/:id: SPEC §5 (admins; a PM with can_delete_own_projects, own projects only). */
export async function deleteProject(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  reason: string | null,
): Promise<ProjectDeleted> {
  return removeProject(ctx, principal, id, reason, OWN_DELETE);
}

/** POST /api/projects/:id/force-delete: administrators only, with a reason (audit 'force_delete_project'). */
export async function forceDeleteProject(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  reason: string,
): Promise<ProjectDeleted> {
  return removeProject(ctx, principal, id, reason, FORCE_DELETE);
}
