import {
  authorize,
  formatProjectNotFound,
  projectPolicy,
  type ProjectHistoryPage,
  type ProjectHistoryQuery,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { countAuditLogs, listAuditLogs } from '../../lib/audit.repository';
import { notFound, throwIfRefused } from '../../lib/http-errors';
import { toPage } from '../../lib/paged.presenter';
import type { RequestPrincipal } from '../../auth/access.service';
import { presentProjectHistoryEntry } from './project-history.presenter';
import { findProject } from './projects.repository';
import { assertProjectId } from './projects.service';

/**
 * GET /api/projects/:id/history: the project's audit rows, newest first, for whoever may read the project
 * (the project policy; another PM's project is 404 like the project itself).
 */
export async function getProjectHistory(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  id: string,
  query: ProjectHistoryQuery,
): Promise<ProjectHistoryPage> {
  assertProjectId(id);
  const project = await findProject(ctx.db, id);
  if (!project) throw notFound(formatProjectNotFound(id));
  throwIfRefused(authorize(projectPolicy, principal, 'read', { id, tdot_pm: project.tdot_pm }));
  const filter = { resourceType: 'projects', resourceId: id };
  const [rows, total] = await Promise.all([
    listAuditLogs(ctx.db, filter, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    countAuditLogs(ctx.db, filter),
  ]);
  return toPage(rows.map(presentProjectHistoryEntry), total, query);
}
