import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { AppConfig } from '../config';
import { createAuth } from '../auth/create-auth';
import * as coreSchema from './migrations/0001-core-schema';
import * as sharingSchema from './migrations/0002-sharing-schema';
import type { Database } from './schema';

/** Ordered, forward-only; recorded by Kysely in kysely_migration. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core-schema': coreSchema,
  '0002-sharing-schema': sharingSchema,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1) ?? '';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** better-auth's own tables first (ours reference "user"), then ours. */
export async function migrateToLatest(db: Kysely<Database>, config: AppConfig): Promise<string> {
  const authMigrations = await getMigrations(createAuth(config, db).options);
  await authMigrations.runMigrations();

  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return LATEST_MIGRATION;
}
