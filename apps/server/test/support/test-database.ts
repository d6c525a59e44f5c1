import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../../src/config';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';

/** Which real database this test run uses: set per Vitest project (server-pglite, server-postgres). */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

// One explicit secret per test process: every app a test builds (and a second app on its database) shares it.
const TEST_AUTH_SECRET = randomBytes(32).toString('hex');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: TEST_AUTH_SECRET,
    }),
    ...overrides,
  };
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL test pass');
  return url;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server that TEST_DATABASE_URL names (dropped again by close()).
 */
export async function createTestDatabase(config: AppConfig = testConfig()): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'pglite') {
    const handle = await connectDatabase({ kind: 'pglite', dataDir: 'memory' });
    await migrateToLatest(handle.db, config);
    return handle;
  }
  const name = `bil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  await migrateToLatest(handle.db, config);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
