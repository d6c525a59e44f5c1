import {
  formatProjectNotFound,
  isProjectId,
  PROJECT_MESSAGES,
  authorize,
  projectPolicy,
  resolveProjectVisibility,
  type GrantCount,
  type ProjectDetails,
  type ProjectListQuery,
} from '@bil/domain';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, throwIfRefused } from '../../lib/http-errors';
import { projectFragmentsFor } from './project-fragment-cache';
import { CachedBody, responseCacheFor, strongEtag } from '../../lib/response-cache';
import { personName } from '../../lib/person-name.presenter';
import {
  presentProject,
  presentProjectPageBody,
  toJsonHead,
  type ProjectJsonHead,
} from './project.presenter';
import {
  countProjects,
  countProjectsByGrant,
  findProject,
  findProjectFragments,
  listProjectFragments,
  listProjectKeys,
  readProjectsDataVersion,
  type ProjectFragmentRow,
  type ProjectListFilter,
} from './projects.repository';
import type { Database } from '../../db/schema';
import { findPersonNames } from '../accounts';
import type { Kysely } from 'kysely';
import type { RequestPrincipal } from '../../auth/access.service';

/** SPEC §5: refuses an id that is not UUID-shaped before the database sees it. */
export function assertProjectId(id: string): void {
  if (!isProjectId(id)) throw badRequest(PROJECT_MESSAGES.invalidId);
}

// Above this share of a page missing from the fragment cache, one ordered query for the whole page is
// cheaper than fetching the missing rows by id.
const REFILL_SHARE = 0.25;

/**
 * A page's rows from the per-project fragment cache: list the page's ids and fragment keys (cheap, no
 * JSON), make JSON only for rows not cached at their current key, and join. The first read, a mostly
 * changed page, or a row that changed between the two queries reads the whole page in one query instead
 * (and fills the cache from it), so what is returned is always one consistent read.
 */
async function listProjectRowsFromFragments(
  db: Kysely<Database>,
  filter: ProjectListFilter,
  page: { offset: number; limit: number },
  epoch: string,
): Promise<ProjectJsonHead[]> {
  const fragments = projectFragmentsFor(db);
  fragments.useEpoch(epoch);
  const remember = (row: ProjectFragmentRow): ProjectJsonHead => {
    const head = toJsonHead(row);
    fragments.set(row.id, { key: row.fragment_key, tdotPm: row.tdot_pm, head: head.head });
    return head;
  };
  const readWholePage = async () => (await listProjectFragments(db, filter, page)).map(remember);
  if (fragments.size === 0) return readWholePage();

  const keys = await listProjectKeys(db, filter, page);
  const missing = keys.filter(({ id, fragment_key }) => fragments.get(id, fragment_key) === undefined);
  if (missing.length > keys.length * REFILL_SHARE) return readWholePage();
  const fetched = await findProjectFragments(
    db,
    missing.map(({ id }) => id),
  );
  for (const row of fetched) remember(row);
  const rows: ProjectJsonHead[] = [];
  for (const { id, fragment_key } of keys) {
    const fragment = fragments.get(id, fragment_key);
    if (fragment === undefined) return readWholePage(); // changed or deleted since the keys were read
    rows.push({ tdot_pm: fragment.tdotPm, head: fragment.head });
  }
  return rows;
}

/**
 * GET /api/projects as UTF-8 JSON (projectPageSchema): one page in grant order (SPEC §9), only what the
 * person may see (a PM their own, a PM without a PM name nothing), each project with their abilities.
 * With the database's epoch the rows come from the per-project fragment cache; without it (no data
 * version row) from one full query. Both give the same bytes (test/projects-cache.test.ts).
 */
export async function listProjectPageBody(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ProjectListQuery,
  epoch: string | null = null,
): Promise<Buffer> {
  const visibility = resolveProjectVisibility(principal);
  const filter = { visibility, grant: query.grant, search: query.search };
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const readRows = async () =>
    epoch === null
      ? (await listProjectFragments(ctx.db, filter, page)).map(toJsonHead)
      : listProjectRowsFromFragments(ctx.db, filter, page, epoch);
  const [pageRows, total] =
    visibility.scope === 'none' ? [[], 0] : await Promise.all([readRows(), countProjects(ctx.db, filter)]);
  const meta = { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
  return presentProjectPageBody(pageRows, principal, meta);
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
 * the next read builds the list afresh, making JSON only for the projects that changed (the fragment
 * cache). The ETag is made from the same key.
 */
export async function getProjectPageBody(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ProjectListQuery,
): Promise<CachedBody> {
  const version = await readProjectsDataVersion(ctx.db);
  if (version === null)
    return new CachedBody(await listProjectPageBody(ctx, principal, query), strongEtag([randomUUID()]));
  const epoch = version.slice(0, version.lastIndexOf(':'));
  const compute = () => listProjectPageBody(ctx, principal, query, epoch);
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
): Promise<ProjectDetails> {
  assertProjectId(id);
  const row = await findProject(ctx.db, id);
  if (!row) throw notFound(formatProjectNotFound(id));
  const decision = authorize(projectPolicy, principal, 'read', { id, tdot_pm: row.tdot_pm });
  throwIfRefused(decision);
  const creator = row.created_by === null ? undefined : await findPersonNames(ctx.db, row.created_by);
  return { ...presentProject(row, principal), created_by_name: creator ? personName(creator) : null };
}
