import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JsonObject, SharesTable } from '../../db/schema';
import { PROJECT_COLUMNS, type ProjectRow } from '../projects';

const sqlNow = sql<never>`now()`;

/** A share with what the database clock says about it, and its creator's shown name (never an e-mail). */
export type ShareRow = Selectable<SharesTable> & {
  is_expired: boolean;
  creator_display_name: string | null;
  creator_name: string | null;
  /** The creator's account still exists (null when it was deleted). */
  creator_user_id: string | null;
  /** better-auth's disabled flag of the creator's account. */
  creator_banned: boolean | null;
};

export type ShareChartRow = { chart_type: string; name: string; chart_params: JsonObject };

export type NewShare = {
  token: string;
  kind: string;
  name: string;
  description: string | null;
  passwordHash: string | null;
  expiresAt: string | null;
  isStatic: boolean;
  params: JsonObject;
  snapshot: JsonObject | null;
  createdBy: string;
};

function shareQuery(db: Kysely<Database>) {
  return db
    .selectFrom('shares')
    .leftJoin('user_accounts', 'user_accounts.user_id', 'shares.created_by')
    .leftJoin('user', 'user.id', 'shares.created_by')
    .selectAll('shares')
    .select([
      sql<boolean>`(shares.expires_at is not null and shares.expires_at <= now())`.as('is_expired'),
      'user_accounts.display_name as creator_display_name',
      'user.name as creator_name',
      'user.id as creator_user_id',
      'user.banned as creator_banned',
    ]);
}

export async function insertShare(db: Kysely<Database>, share: NewShare): Promise<string> {
  const row = await db
    .insertInto('shares')
    .values({
      token: share.token,
      kind: share.kind,
      name: share.name,
      description: share.description,
      password_hash: share.passwordHash,
      expires_at: share.expiresAt,
      is_static: share.isStatic,
      params: share.params,
      snapshot: share.snapshot,
      created_by: share.createdBy,
      created_at: sqlNow,
      updated_at: sqlNow,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertShareCharts(
  db: Kysely<Database>,
  shareId: string,
  charts: readonly ShareChartRow[],
): Promise<void> {
  if (charts.length === 0) return;
  await db
    .insertInto('share_charts')
    .values(
      charts.map((chart, position) => ({
        share_id: shareId,
        position,
        chart_type: chart.chart_type,
        name: chart.name,
        chart_params: chart.chart_params,
      })),
    )
    .execute();
}

/** A share by its public token, revoked or not (callers decide); undefined when there is none. */
export async function findShareByToken(
  db: Kysely<Database>,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShareRow | undefined> {
  let query = shareQuery(db).where('shares.token', '=', token);
  if (options.forUpdate) query = query.forUpdate('shares');
  return query.executeTakeFirst();
}

export async function listSharesRows(
  db: Kysely<Database>,
  filter: { createdBy: string | null },
): Promise<ShareRow[]> {
  let query = shareQuery(db);
  if (filter.createdBy !== null) query = query.where('shares.created_by', '=', filter.createdBy);
  return query.orderBy('shares.created_at', 'desc').orderBy('shares.id').execute();
}

export async function listShareCharts(db: Kysely<Database>, shareId: string): Promise<ShareChartRow[]> {
  return db
    .selectFrom('share_charts')
    .select(['chart_type', 'name', 'chart_params'])
    .where('share_id', '=', shareId)
    .orderBy('position')
    .execute();
}

export type ShareChanges = { expiresAt?: string | null; passwordHash?: string | null; revoke?: true };

export async function updateShare(db: Kysely<Database>, id: string, changes: ShareChanges): Promise<void> {
  await db
    .updateTable('shares')
    .set({
      ...(changes.expiresAt !== undefined ? { expires_at: changes.expiresAt } : {}),
      ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
      ...(changes.revoke ? { revoked_at: sqlNow } : {}),
      updated_at: sqlNow,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteShareById(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('shares').where('id', '=', id).execute();
}

/** Views counted together (share-views.ts), each share stamped with the database clock. */
export async function addShareViews(db: Kysely<Database>, views: ReadonlyMap<string, number>): Promise<void> {
  for (const [id, count] of views) {
    await db
      .updateTable('shares')
      .set({ view_count: sql<number>`view_count + ${count}`, last_viewed_at: sqlNow })
      .where('id', '=', id)
      .execute();
  }
}

/** Access grants: only the hash of the browser's grant token is kept. */
export async function insertAccessGrant(
  db: Kysely<Database>,
  grant: { tokenHash: string; shareId: string; seconds: number },
): Promise<void> {
  await db
    .insertInto('share_access_grants')
    .values({
      token_hash: grant.tokenHash,
      share_id: grant.shareId,
      expires_at: sql<never>`now() + make_interval(secs => ${grant.seconds})`,
      created_at: sqlNow,
    })
    .execute();
}

export async function hasValidAccessGrant(
  db: Kysely<Database>,
  tokenHash: string,
  shareId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('share_access_grants')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('share_id', '=', shareId)
    .where('expires_at', '>', sqlNow)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredAccessGrants(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('share_access_grants').where('expires_at', '<=', sqlNow).execute();
}

/** Grants die with a password change: the old password's visitors must type the new one. */
export async function deleteAccessGrants(db: Kysely<Database>, shareId: string): Promise<void> {
  await db.deleteFrom('share_access_grants').where('share_id', '=', shareId).execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which projects a share may hold: the creator's scope (tdotPm for a PM), optionally narrowed. */
export type ShareProjectScope = { tdotPm: string | null };

export type ProjectCriteria = {
  projectIds?: readonly string[];
  grantNumbers?: readonly string[];
  tdotPms?: readonly string[];
  airportCodes?: readonly string[];
};

/**
 * Ids of the projects in scope matching ANY of the criteria (all projects in scope when criteria is
 * null), in a stable order. Ids that are not UUIDs match nothing instead of failing the query.
 */
export async function selectProjectIdsInScope(
  db: Kysely<Database>,
  scope: ShareProjectScope,
  criteria: ProjectCriteria | null,
): Promise<string[]> {
  let query = db.selectFrom('projects').select('id');
  if (scope.tdotPm !== null) query = query.where('tdot_pm', '=', scope.tdotPm);
  if (criteria !== null) {
    const ids = (criteria.projectIds ?? []).filter((id) => UUID.test(id));
    const grants = (criteria.grantNumbers ?? []).map((grant) => grant.trim()).filter(Boolean);
    const pms = criteria.tdotPms ?? [];
    const airports = (criteria.airportCodes ?? []).map((code) => code.trim().toUpperCase());
    query = query.where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', '=', sql<string>`any(${ids}::uuid[])`)] : []),
        ...(grants.length > 0 ? [eb(sql`btrim(grant_number)`, '=', sql`any(${grants}::text[])`)] : []),
        ...(pms.length > 0 ? [eb('tdot_pm', '=', sql<string>`any(${pms}::text[])`)] : []),
        ...(airports.length > 0 ? [eb(sql`upper(airport_code)`, '=', sql`any(${airports}::text[])`)] : []),
        sql<boolean>`false`,
      ]),
    );
  }
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The shared projects that still exist (and, for a PM's share, are still theirs). */
export async function selectSharedProjects(
  db: Kysely<Database>,
  projectIds: readonly string[],
  scope: ShareProjectScope,
): Promise<ProjectRow[]> {
  const ids = projectIds.filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('projects')
    .select(PROJECT_COLUMNS)
    .where('id', '=', sql<string>`any(${ids}::uuid[])`);
  if (scope.tdotPm !== null) query = query.where('tdot_pm', '=', scope.tdotPm);
  return query.orderBy('grant_number', 'desc').orderBy('project_title').orderBy('id').execute();
}

/** The database clock: expiry decisions never use the app server's or the browser's time. */
export async function databaseNow(db: Kysely<Database>): Promise<Date> {
  const { rows } = await sql<{ now: Date | string }>`select now() as now`.execute(db);
  const value = rows[0]?.now;
  return value instanceof Date ? value : new Date(String(value));
}
