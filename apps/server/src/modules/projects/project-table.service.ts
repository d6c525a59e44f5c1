import {
  compareGrantNumbers,
  NOT_SET_VALUE,
  resolveProjectVisibility,
  sortFilterValues,
  summariseGrantGroups,
  type FilterKey,
  type ProjectTableOptionsQuery,
  isProjectId,
  type ProjectTableOutline,
  type ProjectTablePosition,
  type ProjectTablePositionQuery,
  type ProjectTableQuery,
  type ProjectTableWindowQuery,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { keyedPromiseCache } from '../../lib/keyed-promise-cache';
import { responseCacheFor, strongEtag, type CachedBody } from '../../lib/response-cache';
import type { RequestPrincipal } from '../../auth/access.service';
import { presentProjectArrayJson } from './project.presenter';
import {
  countMatchingByGrant,
  countVisibleProjects,
  findMatchingGrantKey,
  listGroupRowIds,
  listFilterValues,
  listGroupFields,
  listGroupRows,
  type TableFilter,
} from './project-table.repository';
import { readProjectsDataVersion } from './projects.repository';
import { projectListViewerKey } from './projects.service';

type Ctx = Pick<AppContext, 'db'>;

const EMPTY_OUTLINE: ProjectTableOutline = { total: 0, matching: 0, grants: [], counts: [] };

async function computeOutline(ctx: Ctx, filter: TableFilter): Promise<ProjectTableOutline> {
  if (filter.visibility.scope === 'none') return EMPTY_OUTLINE;
  const [total, perGrant] = await Promise.all([
    countVisibleProjects(ctx.db, filter.visibility),
    countMatchingByGrant(ctx.db, filter),
  ]);
  // The group order is the domain's (the same comparator groups the shared pages).
  perGrant.sort((a, b) => compareGrantNumbers(a.grant, b.grant));
  const matching = perGrant.reduce((sum, group) => sum + group.count, 0);
  return { total, matching, grants: perGrant.map((g) => g.grant), counts: perGrant.map((g) => g.count) };
}

// Outlines in process, keyed by data version, viewer and query: the windows below need the group order.
const cachedOutline = keyedPromiseCache<ProjectTableOutline>(32);
// Each filter's values in the filter bar's order, per data version, viewer and filter.
const cachedFilterValues = keyedPromiseCache<readonly string[]>(48);

async function cacheKeyParts(ctx: Ctx, principal: RequestPrincipal, query: ProjectTableQuery) {
  const version = (await readProjectsDataVersion(ctx.db)) ?? crypto.randomUUID();
  return [version, projectListViewerKey(principal), query.search, query.filters];
}

async function outlineFor(ctx: Ctx, principal: RequestPrincipal, query: ProjectTableQuery) {
  const key = JSON.stringify(await cacheKeyParts(ctx, principal, query));
  const outline = await cachedOutline(ctx.db, key, () =>
    computeOutline(ctx, { visibility: resolveProjectVisibility(principal), query }),
  );
  return { key, outline };
}

/** A cached JSON body for one table answer (ETag from what it depends on). */
async function cachedBody(
  ctx: Ctx,
  kind: string,
  key: string,
  compute: () => Promise<string>,
): Promise<CachedBody> {
  const parts = ['project-table', kind, key];
  return responseCacheFor(ctx.db).getOrCompute(JSON.stringify(parts), strongEtag(parts), compute);
}

/** GET /api/projects/table: the matching groups in order with their counts. */
export async function getProjectTableOutline(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: ProjectTableQuery,
): Promise<CachedBody> {
  const { key, outline } = await outlineFor(ctx, principal, query);
  return cachedBody(ctx, 'outline', key, async () => JSON.stringify(outline));
}

/** GET /api/projects/table/groups: the sums and application numbers of a window of groups. */
export async function getProjectTableGroups(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: ProjectTableWindowQuery,
): Promise<CachedBody> {
  const { key, outline } = await outlineFor(ctx, principal, query);
  const grants = outline.grants.slice(query.offset, query.offset + query.limit);
  return cachedBody(ctx, `groups:${query.offset}:${query.limit}`, key, async () => {
    if (grants.length === 0) return JSON.stringify({ offset: query.offset, groups: [] });
    const filter = { visibility: resolveProjectVisibility(principal), query };
    // The domain's own grouping over just these groups' projects.
    const groups = summariseGrantGroups(await listGroupFields(ctx.db, filter, grants));
    return JSON.stringify({ offset: query.offset, groups });
  });
}

/** The groups a row window covers: which grants, and how many rows of the first to skip. */
function groupsCovering(outline: ProjectTableOutline, offset: number, limit: number) {
  let start = 0;
  let index = 0;
  while (index < outline.counts.length && start + (outline.counts[index] ?? 0) <= offset) {
    start += outline.counts[index] ?? 0;
    index += 1;
  }
  const skip = offset - start;
  const grants: (string | null)[] = [];
  let covered = -skip;
  for (; index < outline.counts.length && covered < limit; index += 1) {
    grants.push(outline.grants[index] ?? null);
    covered += outline.counts[index] ?? 0;
  }
  return { grants, skip };
}

/** GET /api/projects/table/rows: a window of matching rows in table order, with the person's abilities. */
export async function getProjectTableRows(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: ProjectTableWindowQuery,
): Promise<CachedBody> {
  const { key, outline } = await outlineFor(ctx, principal, query);
  return cachedBody(ctx, `rows:${query.offset}:${query.limit}`, key, async () => {
    const { grants, skip } = groupsCovering(outline, query.offset, query.limit);
    const filter = { visibility: resolveProjectVisibility(principal), query };
    const rows =
      grants.length === 0 ? [] : await listGroupRows(ctx.db, filter, grants, { skip, limit: query.limit });
    return `{"offset":${query.offset},"data":${presentProjectArrayJson(rows, principal)}}`;
  });
}

/** The words a person may type to find '(Not set)' in a filter's list. */
const NOT_SET_WORDS = '(not set)';

/**
 * GET /api/projects/table/options: one filter's values among the person's projects, in the filter bar's
 * order, those holding the search (any case): the first `limit`, and how many in all. At 100,000 projects
 * a filter such as UPIN has 100,000 values: the dropdown gets the first page, and typing narrows it.
 */
export async function getProjectTableOptions(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: ProjectTableOptionsQuery,
): Promise<CachedBody> {
  const version = (await readProjectsDataVersion(ctx.db)) ?? crypto.randomUUID();
  const listKey = JSON.stringify([version, projectListViewerKey(principal), query.field]);
  return cachedBody(ctx, `options:${query.search}:${query.limit}`, listKey, async () => {
    const values = await cachedFilterValues(ctx.db, listKey, async () => {
      const visibility = resolveProjectVisibility(principal);
      if (visibility.scope === 'none') return [];
      return withNotSetLast(query.field, await listFilterValues(ctx.db, visibility, query.field));
    });
    const matching = query.search
      ? values.filter((value) =>
          value === NOT_SET_VALUE
            ? NOT_SET_WORDS.includes(query.search)
            : value.toLowerCase().includes(query.search),
        )
      : values;
    return JSON.stringify({
      field: query.field,
      values: matching.slice(0, query.limit),
      total: matching.length,
    });
  });
}

function withNotSetLast(key: FilterKey, values: string[]): string[] {
  const set = values.filter((value) => value !== NOT_SET_VALUE);
  const sorted = sortFilterValues(key, set);
  return set.length < values.length ? [...sorted, NOT_SET_VALUE] : sorted;
}

/** GET /api/projects/table/position: the row and group index of one project among the matching rows. */
export async function getProjectTablePosition(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: ProjectTablePositionQuery,
): Promise<ProjectTablePosition> {
  const notShown = { row: null, group: null };
  if (!isProjectId(query.id)) return notShown;
  const { outline } = await outlineFor(ctx, principal, query);
  const filter = { visibility: resolveProjectVisibility(principal), query };
  const found = await findMatchingGrantKey(ctx.db, filter, query.id);
  if (found === undefined) return notShown;
  const group = outline.grants.indexOf(found.grant);
  if (group < 0) return notShown; // changed since the outline was read
  const within = (await listGroupRowIds(ctx.db, filter, found.grant)).indexOf(query.id);
  if (within < 0) return notShown;
  const start = outline.counts.slice(0, group).reduce((sum, count) => sum + count, 0);
  return { row: start + within, group };
}
