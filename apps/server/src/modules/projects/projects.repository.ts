import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { ProjectVisibility } from '@bil/domain';
import type { Database, ProjectsTable } from '../../db/schema';

/** Every column a project response carries, named so the list never selects more than it sends. */
export const PROJECT_COLUMNS = [
  'id',
  'grant_number',
  'airport_code',
  'airport_name',
  'city',
  'project_title',
  'project_description',
  'status',
  'application_date',
  'award_date',
  'sub_award_date',
  'sent_to_sponsor_date',
  'sent_to_tdot_date',
  'psr_date',
  'local_amount',
  'total_amount',
  'bil_aig_amount',
  'bil_atp_amount',
  'bil_fct_amount',
  'state_amount',
  'tdot_pm',
  'upin',
  'work_code',
  'comments',
  'talking_point_1',
  'talking_point_2',
  'talking_point_3',
  'days_to_award',
  'days_to_sub_award',
  'bil_application_number',
  'fiscal_year',
  'tad_project_number',
  'tad_contract_number',
  'tx_number',
  'project_phase',
  'version',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProjectsTable)[];

export type ProjectRow = Pick<Selectable<ProjectsTable>, (typeof PROJECT_COLUMNS)[number]>;
export type NewProjectRow = Omit<Insertable<ProjectsTable>, 'id' | 'version' | 'created_at' | 'updated_at'>;
export type ProjectRowChanges = Omit<
  Updateable<ProjectsTable>,
  'id' | 'version' | 'created_at' | 'updated_at'
>;

export type ProjectListFilter = { visibility: ProjectVisibility; grant?: string; search?: string };

export type ProjectQuery<O> = SelectQueryBuilder<Database, 'projects', O>;

/** SPEC §6: all projects, one PM's (tdot_pm equal to theirs), or none. */
export function applyVisibility<O>(query: ProjectQuery<O>, visibility: ProjectVisibility): ProjectQuery<O> {
  if (visibility.scope === 'all') return query;
  if (visibility.scope === 'pm') return query.where('projects.tdot_pm', '=', visibility.tdotPm);
  return query.where(sql<boolean>`false`);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// The columns a keyword search looks in (the list screen's columns plus the numbers people search by).
const SEARCHED_COLUMNS = [
  'projects.project_title',
  'projects.airport_code',
  'projects.airport_name',
  'projects.city',
  'projects.tdot_pm',
  'projects.upin',
  'projects.grant_number',
  'projects.bil_application_number',
  'projects.tad_project_number',
  'projects.tad_contract_number',
  'projects.tx_number',
  'projects.status',
] as const;

// Column names are qualified throughout: the list query joins a derived row with the same names.
function applyFilter<O>(query: ProjectQuery<O>, filter: ProjectListFilter): ProjectQuery<O> {
  let filtered = applyVisibility(query, filter.visibility);
  if (filter.grant !== undefined)
    filtered = filtered.where(sql`btrim(projects.grant_number)`, '=', filter.grant);
  if (filter.search !== undefined) {
    const pattern = `%${escapeLike(filter.search)}%`;
    filtered = filtered.where((eb) => eb.or(SEARCHED_COLUMNS.map((column) => eb(column, 'ilike', pattern))));
  }
  return filtered;
}

/**
 * SPEC §9: grant number descending, projects without one last. Whole-number grant numbers compare as
 * numbers ('101' above '99'), then other grant numbers as text; within a grant, by airport, title and id.
 * Migration 0004 indexes exactly these expressions (projects_list_order_idx): change both together.
 */
const grantTrimmed = sql`btrim(projects.grant_number)`;
export const LIST_ORDER = sql`nullif(${grantTrimmed}, '') is null,
  case when ${grantTrimmed} ~ '^[0-9]{1,18}$' then ${grantTrimmed}::bigint end desc nulls last,
  projects.grant_number desc, projects.airport_code, projects.project_title, projects.id`;

/** One project of a list as JSON text made by the database, and the PM it belongs to (for abilities). */
export type ProjectJsonRow = { tdot_pm: string | null; json: string };

// Timestamps as JavaScript's toISOString writes them, so list and single reads agree to the character.
// The account id of the creator stays on the server: readers get the creator's name on the details only.
const projectJsonColumns = sql.join(
  PROJECT_COLUMNS.filter((column) => column !== 'created_by').map((column) =>
    column === 'created_at' || column === 'updated_at'
      ? sql`to_char(${sql.ref(`projects.${column}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${sql.ref(column)}`
      : sql`${sql.ref(`projects.${column}`)}`,
  ),
);

export const projectJsonLateral = sql`(select ${projectJsonColumns})`.as('project_json');
export const projectJson = sql<string>`row_to_json(project_json)::text`.as('json');

/**
 * What makes a project's JSON what it is: its version (bumped by every change the app makes) and the
 * row's xmin (the transaction that wrote this row version), so a change made straight in the database that
 * leaves `version` alone still gives a new key. A key names one row version; the JSON of a key never changes.
 */
const fragmentKeyText = sql<string>`projects.version::text || ':' || projects.xmin::text`;
const fragmentKey = fragmentKeyText.as('fragment_key');

/** One project of a list as JSON text with its id and fragment key (lib/project-fragment-cache.ts). */
export type ProjectFragmentRow = ProjectJsonRow & { id: string; fragment_key: string };

/**
 * The ids and fragment keys of a page in list order, without making any JSON. Read in list order from
 * projects_list_order_idx (the planner, seeing a limit as large as the table, would rather scan and sort
 * every row by the regular-expression keys: twice the time) and sent as one text (one row instead of
 * 5,000 halves the cost on PGlite).
 */
export async function listProjectKeys(
  db: Kysely<Database>,
  filter: ProjectListFilter,
  page: { offset: number; limit: number },
): Promise<{ id: string; fragment_key: string }[]> {
  const entries = await db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const filtered = applyFilter(trx.selectFrom('projects'), filter);
    const position = sql<number>`row_number() over (order by ${LIST_ORDER})`.as('list_position');
    const entry = sql<string>`projects.id::text || ' ' || ${fragmentKeyText}`.as('entry');
    const agg = sql<string | null>`string_agg(page.entry, ',' order by page.list_position)`.as('entries');
    if (page.offset === 0) {
      const pageEntries = filtered.select([entry, position]).orderBy(LIST_ORDER).limit(page.limit);
      return (await trx.selectFrom(pageEntries.as('page')).select(agg).executeTakeFirstOrThrow()).entries;
    }
    // A later page numbers the ids it skips from the index alone and reads only its own rows' keys.
    const pageIds = filtered
      .select(['projects.id', position])
      .orderBy(LIST_ORDER)
      .offset(page.offset)
      .limit(page.limit);
    const pageEntries = trx
      .selectFrom(pageIds.as('ids'))
      .innerJoin('projects', 'projects.id', 'ids.id')
      .select([entry, 'ids.list_position']);
    return (await trx.selectFrom(pageEntries.as('page')).select(agg).executeTakeFirstOrThrow()).entries;
  });
  if (entries === null) return [];
  return entries.split(',').map((text) => {
    const space = text.indexOf(' ');
    return { id: text.slice(0, space), fragment_key: text.slice(space + 1) };
  });
}

/** The JSON of the given projects (any order; a deleted one is simply missing). */
export async function findProjectFragments(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ProjectFragmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('projects')
    .crossJoinLateral(projectJsonLateral)
    .select(['projects.id', 'projects.tdot_pm', fragmentKey, projectJson])
    .where('projects.id', 'in', ids)
    .execute();
}

/**
 * A page of projects, each already a JSON object with its id and fragment key (the PROJECT_COLUMNS, ISO timestamps). PostgreSQL writes
 * the JSON: on PGlite that is more than twice as fast as reading 39 columns per row and serialising them.
 * JSON is made for the page's rows only. The first page reads rows in list order from
 * projects_list_order_idx and the limit stops the scan. A later page would still make JSON for every row
 * it skips, so it first numbers the ids in list order (index only), keeps the page's, and reads those
 * rows by id; they come back unordered and are put in order here by their number.
 */
export async function listProjectFragments(
  db: Kysely<Database>,
  filter: ProjectListFilter,
  page: { offset: number; limit: number },
): Promise<ProjectFragmentRow[]> {
  const filtered = applyFilter(db.selectFrom('projects'), filter);
  if (page.offset === 0) {
    return filtered
      .orderBy(LIST_ORDER)
      .crossJoinLateral(projectJsonLateral)
      .select(['projects.id', 'projects.tdot_pm', fragmentKey, projectJson])
      .limit(page.limit)
      .execute();
  }
  const pageIds = filtered
    .select(['projects.id', sql<number>`row_number() over (order by ${LIST_ORDER})`.as('list_position')])
    .orderBy(LIST_ORDER)
    .offset(page.offset)
    .limit(page.limit);
  const rows = await db
    .selectFrom(pageIds.as('page'))
    .innerJoin('projects', 'projects.id', 'page.id')
    .crossJoinLateral(projectJsonLateral)
    .select(['projects.id', 'projects.tdot_pm', 'page.list_position', fragmentKey, projectJson])
    .execute();
  const ordered = new Array<ProjectFragmentRow>(rows.length);
  for (const { list_position, ...row } of rows) ordered[list_position - page.offset - 1] = row;
  return ordered;
}

export async function countProjects(db: Kysely<Database>, filter: ProjectListFilter): Promise<number> {
  const row = await applyFilter(db.selectFrom('projects'), filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count; // int8 arrives as a number (db/connect.ts)
}

/** Projects per grant number (null for projects without one), in the list's grant order. */
export async function countProjectsByGrant(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<{ grant_number: string | null; count: number }[]> {
  const grant = sql<string | null>`nullif(btrim(grant_number), '')`;
  const query = db
    .selectFrom('projects')
    .select([grant.as('grant_number'), (eb) => eb.fn.countAll<number>().as('count')]);
  const rows = await applyVisibility(query, visibility)
    .groupBy(grant)
    .orderBy(sql`${grant} is null`)
    .orderBy(sql`case when ${grant} ~ '^[0-9]{1,18}$' then ${grant}::bigint end`, (ob) =>
      ob.desc().nullsLast(),
    )
    .orderBy(grant, 'desc')
    .execute();
  return rows;
}

export async function findProject(db: Kysely<Database>, id: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').select(PROJECT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Locks the project row for the rest of the transaction. */
export async function findProjectForUpdate(
  db: Kysely<Database>,
  id: string,
): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .select(PROJECT_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertProject(db: Kysely<Database>, values: NewProjectRow): Promise<ProjectRow> {
  return db.insertInto('projects').values(values).returning(PROJECT_COLUMNS).executeTakeFirstOrThrow();
}

/** Saves changes if the row still has `version`; bumps version and updated_at. Undefined when it moved on. */
export async function updateProjectAtVersion(
  db: Kysely<Database>,
  id: string,
  version: number,
  changes: ProjectRowChanges,
): Promise<ProjectRow | undefined> {
  return db
    .updateTable('projects')
    .set({ ...changes, version: sql<number>`version + 1`, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(PROJECT_COLUMNS)
    .executeTakeFirst();
}

export async function deleteProjectById(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type GrantProjectSummary = Pick<ProjectRow, 'id' | 'project_title' | 'airport_code' | 'tdot_pm'>;

/** Deletes every project of a grant (grant numbers compared trimmed); returns what was deleted. */
export async function deleteGrantProjects(
  db: Kysely<Database>,
  grantNumber: string,
): Promise<GrantProjectSummary[]> {
  return db
    .deleteFrom('projects')
    .where(sql`btrim(grant_number)`, '=', grantNumber)
    .returning(['id', 'project_title', 'airport_code', 'tdot_pm'])
    .execute();
}

/**
 * The projects data version (migration 0005): changes in the same transaction as any change to projects.
 * Null when the row is missing (it comes back with the next change); callers then skip caching.
 */
export async function readProjectsDataVersion(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ tag: string }>`
    select epoch || ':' || version as tag from projects_data_version`.execute(db);
  return rows[0]?.tag ?? null;
}
