import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import './provided-context';
import { testConfig } from './test-config';

export { testConfig };

/** Which real database this test run uses: set per Vitest project (server-pglite, server-postgres). */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL test pass');
  return url;
}

// The migrated template's data directory, read once per test process (migrated-template.ts made it).
let pgliteTemplate: Blob | undefined;

/** Under Vitest, the run's migrated template; elsewhere (the bench builds test servers) there is none. */
function runTemplate(key: 'pgliteTemplateFile' | 'postgresTemplateDatabase'): string | null {
  return process.env.VITEST ? inject(key) : null;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server that TEST_DATABASE_URL names (dropped again by close()). Under Vitest both start as a
 * copy of the database the run's global setup migrated (support/migrated-template.ts); the schema does
 * not depend on the configuration a test passes.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'pglite') {
    const templateFile = runTemplate('pgliteTemplateFile');
    if (templateFile === null) return migrated(await connectDatabase({ kind: 'pglite', dataDir: 'memory' }));
    pgliteTemplate ??= new Blob([fs.readFileSync(templateFile)]);
    return connectDatabase({ kind: 'pglite', dataDir: 'memory', loadDataDir: pgliteTemplate });
  }
  const template = runTemplate('postgresTemplateDatabase');
  const name = `bil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(
    template === null ? `create database ${name}` : `create database ${name} template ${template}`,
  );
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const connected = await connectDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  const handle = template === null ? await migrated(connected) : connected;
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

async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrateToLatest(handle.db);
  return handle;
}
