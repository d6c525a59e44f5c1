import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  FILTER_COLUMNS,
  FILTER_KEYS,
  isFilterActive,
  NOT_SET_VALUE,
  parseSearchWords,
  SEARCHED_FIELDS,
  type FilterKey,
  type ProjectTableQuery,
  type ProjectVisibility,
} from '@bil/domain';
import type { Database } from '../../db/schema';
import {
  applyVisibility,
  escapeLike,
  projectJson,
  projectJsonLateral,
  type ProjectJsonRow,
  type ProjectQuery,
} from './projects.repository';

/**
 * SQL twins of the domain's project table rules (projects/project-table-rules.ts); project-table.test.ts
 * proves them equal on the demo data for every filter. Migration 0030 indexes GRANT_KEY and SEARCH_TEXT
 * with exactly these expressions: change both together.
 */

/** normaliseGrantNumber: trimmed, blank is none. */
export const GRANT_KEY = sql<string | null>`nullif(btrim(projects.grant_number), '')`;

/** buildSearchText: every searched field, one per line, lower case (a word never holds a line break). */
const SEARCH_TEXT = sql.raw(
  `lower(${SEARCHED_FIELDS.map((field) => `coalesce(projects.${field}, '')`).join(` || E'\\n' || `)})`,
);

/** readFilterValue: trimmed, blank counts as not set; status in lower case. */
function filterValue(key: FilterKey): RawBuilder<string> {
  const { column, lowerCase } = FILTER_COLUMNS[key];
  const trimmed = sql`nullif(btrim(${sql.ref(`projects.${column}`)}), '')`;
  return lowerCase
    ? sql<string>`coalesce(lower(${trimmed}), ${NOT_SET_VALUE})`
    : sql<string>`coalesce(${trimmed}, ${NOT_SET_VALUE})`;
}

export type TableFilter = { visibility: ProjectVisibility; query: ProjectTableQuery };

/** The person's projects that pass the keyword search and the filters (buildFilterPredicate, matchesSearch). */
export function applyTableFilter<O>(query: ProjectQuery<O>, filter: TableFilter): ProjectQuery<O> {
  let filtered = applyVisibility(query, filter.visibility);
  for (const key of FILTER_KEYS) {
    const values = filter.query.filters[key];
    if (isFilterActive(values)) filtered = filtered.where(filterValue(key), 'in', [...values]);
  }
  // Each word is a substring of the search text; the trigram index answers these.
  for (const word of parseSearchWords(filter.query.search)) {
    filtered = filtered.where(sql<boolean>`${SEARCH_TEXT} like ${`%${escapeLike(word)}%`}`);
  }
  return filtered;
}

export async function countVisibleProjects(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<number> {
  const row = await applyVisibility(db.selectFrom('projects'), visibility)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Matching projects per grant key (unordered: the caller orders groups by the domain's compareGrantNumbers). */
export async function countMatchingByGrant(
  db: Kysely<Database>,
  filter: TableFilter,
): Promise<{ grant: string | null; count: number }[]> {
  return applyTableFilter(db.selectFrom('projects'), filter)
    .select([GRANT_KEY.as('grant'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(GRANT_KEY)
    .execute();
}

function inGrants<O>(query: ProjectQuery<O>, grants: readonly (string | null)[]): ProjectQuery<O> {
  const named = grants.filter((grant): grant is string => grant !== null);
  const withNone = named.length < grants.length;
  return query.where((eb) => {
    const parts = [];
    if (named.length > 0) parts.push(eb(GRANT_KEY, 'in', named));
    if (withNone) parts.push(eb(GRANT_KEY, 'is', null));
    return eb.or(parts);
  });
}

/** Within a group, rows run as on the list (grant as stored, airport, title, id). */
const ROW_ORDER = sql`projects.grant_number desc, projects.airport_code, projects.project_title, projects.id`;

/** What grouping reads of the matching projects of the given grants, in row order. */
export async function listGroupFields(
  db: Kysely<Database>,
  filter: TableFilter,
  grants: readonly (string | null)[],
) {
  return inGrants(applyTableFilter(db.selectFrom('projects'), filter), grants)
    .select([
      'projects.grant_number',
      'projects.bil_application_number',
      'projects.bil_aig_amount',
      'projects.bil_atp_amount',
      'projects.bil_fct_amount',
      'projects.total_amount',
    ])
    .orderBy(ROW_ORDER)
    .execute();
}

/**
 * Matching rows of consecutive groups (the grants in table order), skipping `skip` rows of the first
 * and returning at most `limit`, as JSON text made by the database.
 */
export async function listGroupRows(
  db: Kysely<Database>,
  filter: TableFilter,
  grants: readonly (string | null)[],
  window: { skip: number; limit: number },
): Promise<ProjectJsonRow[]> {
  // The groups' positions, as text keys (a marker stands for no grant, which no trimmed number equals).
  const none = '\u0001';
  const keys = grants.map((grant) => grant ?? none);
  const position = sql`array_position(${sql.val(keys)}::text[], coalesce(${GRANT_KEY}, ${none}))`;
  return inGrants(applyTableFilter(db.selectFrom('projects'), filter), grants)
    .crossJoinLateral(projectJsonLateral)
    .select(['projects.tdot_pm', projectJson])
    .orderBy(position)
    .orderBy(ROW_ORDER)
    .offset(window.skip)
    .limit(window.limit)
    .execute();
}

/** One filter's distinct values among the person's projects (NOT_SET_VALUE for none), unordered. */
export async function listFilterValues(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
  key: FilterKey,
): Promise<string[]> {
  const rows = await applyVisibility(db.selectFrom('projects'), visibility)
    .select(filterValue(key).as('value'))
    .distinct()
    .execute();
  return rows.map((row) => row.value);
}

/** The grant key of a matching project, or undefined when it does not match (or cannot be seen). */
export async function findMatchingGrantKey(
  db: Kysely<Database>,
  filter: TableFilter,
  id: string,
): Promise<{ grant: string | null } | undefined> {
  return applyTableFilter(db.selectFrom('projects'), filter)
    .select(GRANT_KEY.as('grant'))
    .where('projects.id', '=', id)
    .executeTakeFirst();
}

/** The ids of a group's matching rows in row order. */
export async function listGroupRowIds(
  db: Kysely<Database>,
  filter: TableFilter,
  grant: string | null,
): Promise<string[]> {
  const rows = await inGrants(applyTableFilter(db.selectFrom('projects'), filter), [grant])
    .select('projects.id')
    .orderBy(ROW_ORDER)
    .execute();
  return rows.map((row) => row.id);
}
