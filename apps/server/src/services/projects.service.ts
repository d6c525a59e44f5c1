import {
  formatProjectNotFound,
  isProjectId,
  PROJECT_MESSAGES,
  resolveProjectVisibility,
  type GrantCount,
  type Project,
  type ProjectListQuery,
} from '@bil/domain';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../lib/app-context';
import { badRequest, notFound } from '../lib/http-errors';
import { CachedBody, responseCacheFor, strongEtag } from '../lib/response-cache';
import { presentProject, presentProjectPageJson } from '../presenters/project.presenter';
import {
  countProjects,
  countProjectsByGrant,
  findProject,
  listProjectJson,
  readProjectsDataVersion,
} from '../repositories/projects.repository';
import type { RequestPrincipal } from './access.service';

/** SPEC §5: refuses an id that is not UUID-shaped before the database sees it. */
export function assertProjectId(id: string): void {
  if (!isProjectId(id)) throw badRequest(PROJECT_MESSAGES.invalidId);
}

/**
 * GET /api/projects as JSON text (projectPageSchema): one page in grant order (SPEC §9), only what the
 * person may see (a PM their own, a PM without a PM name nothing), each project with their abilities.
 */
export async function listProjectPageJson(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ProjectListQuery,
): Promise<string> {
  const visibility = resolveProjectVisibility(principal);
  const filter = { visibility, grant: query.grant, search: query.search };
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const [rows, total] =
    visibility.scope === 'none'
      ? [[], 0]
      : await Promise.all([listProjectJson(ctx.db, filter, page), countProjects(ctx.db, filter)]);
  const meta = { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
  return presentProjectPageJson(rows, principal, meta);
}

/**
 * Everything GET /api/projects depends on about the caller: the fields the visibility and ability rules
 * read (their Person type: signedIn, role, isAdmin, tdotPm, flags). Two people with equal fields get
 * byte-identical lists (all admins share one, each PM name with the same flags another), so they may
 * share a cache entry; anyone else never does.
 */
export function projectListViewerKey(principal: RequestPrincipal): unknown[] {
  const flags = Object.entries(principal.flags).sort(([a], [b]) => (a < b ? -1 : 1));
  return [principal.signedIn, principal.role, principal.isAdmin, principal.tdotPm, flags];
}

/**
 * GET /api/projects from the response cache, keyed by the projects data version (one tiny query), the
 * caller's viewer key and the query: a change to projects by any server process makes a new version, so
 * the next read builds the list afresh. The ETag is made from the same key.
 */
export async function getProjectPageBody(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ProjectListQuery,
): Promise<CachedBody> {
  const version = await readProjectsDataVersion(ctx.db);
  const compute = () => listProjectPageJson(ctx, principal, query);
  if (version === null) return new CachedBody(await compute(), strongEtag([randomUUID()]));
  const parts = [
    'projects',
    version,
    projectListViewerKey(principal),
    [query.page, query.limit, query.grant ?? null, query.search ?? null],
  ];
  const etag = strongEtag(parts);
  return responseCacheFor(ctx.db).getOrCompute(JSON.stringify(parts), etag, compute);
}

/** GET /api/projects/grant-counts: projects per grant, with the list's visibility. */
export async function listGrantCounts(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<GrantCount[]> {
  const visibility = resolveProjectVisibility(principal);
  if (visibility.scope === 'none') return [];
  return countProjectsByGrant(ctx.db, visibility);
}

/** GET /api/projects/:id: 404 also for a project the person may not see, so ids cannot be probed. */
export async function getProject(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  id: string,
): Promise<Project> {
  assertProjectId(id);
  const visibility = resolveProjectVisibility(principal);
  const row = visibility.scope === 'none' ? undefined : await findProject(ctx.db, id);
  if (!row || (visibility.scope === 'pm' && row.tdot_pm !== visibility.tdotPm))
    throw notFound(formatProjectNotFound(id));
  return presentProject(row, principal);
}
