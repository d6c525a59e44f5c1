import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';

/** Names of the records a page of audit rows is about, looked up in one query per kind. */

export async function findProjectNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ id: string; project_title: string; upin: string | null }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('projects').select(['id', 'project_title', 'upin']).where('id', 'in', ids).execute();
}

export async function findAirportNames(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<{ airport_code: string; airport_name: string }[]> {
  if (codes.length === 0) return [];
  return db
    .selectFrom('airport_assignments')
    .select(['airport_code', 'airport_name'])
    .where('airport_code', 'in', codes)
    .execute();
}

export async function findPeopleNames(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<{ id: string; email: string; name: string | null; display_name: string | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user')
    .leftJoin('user_accounts', 'user_accounts.user_id', 'user.id')
    .select(['user.id', 'user.email', 'user.name', 'user_accounts.display_name'])
    .where('user.id', 'in', userIds)
    .execute();
}

export async function findShareNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('shares').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** What the audit rows that hold a whole project (created, deleted) kept of projects no longer stored. */
export async function findProjectSnapshots(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ resource_id: string | null; before: JsonObject | null; after: JsonObject | null }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('audit_logs')
    .select(['resource_id', 'before', 'after'])
    .where('resource_type', '=', 'projects')
    .where('resource_id', 'in', ids)
    .where('action', 'in', ['create_project', 'delete_project', 'force_delete_project'])
    .orderBy('created_at', 'desc')
    .execute();
}
