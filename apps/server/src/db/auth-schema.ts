import { admin } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** better-auth's admin plugin keeps the banned flag; its columns are part of better-auth's tables. */
export const ADMIN_PLUGIN_OPTIONS = { defaultRole: 'viewer', adminRoles: ['admin'] };

/**
 * What better-auth's schema migration needs: the database and the plugins whose columns it adds. The running
 * auth service (auth/create-auth.ts) is built with the same plugin options, so the tables fit it.
 */
export function authSchemaOptions(db: Kysely<Database>) {
  return { database: { db, type: 'postgres' as const }, plugins: [admin(ADMIN_PLUGIN_OPTIONS)] };
}
