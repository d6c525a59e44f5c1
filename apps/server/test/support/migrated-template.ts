import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import './provided-context';

/**
 * Vitest global setup of the server projects: migrates one database once per run, and each test file's
 * fresh database starts as a copy of it (test-database.ts), instead of running every migration again (on
 * PGlite that was seconds per file). The copy is made by the same migrations the product runs.
 */
export default async function setupMigratedTemplate(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') return setupPostgresTemplate(project);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const handle = await connectDatabase({ kind: 'pglite', dataDir: 'memory' });
  const file = path.join(
    os.tmpdir(),
    `bil-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no data directory dump');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplateFile', file);
  return () => {
    fs.rmSync(file, { force: true });
  };
}

async function adminQuery(text: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL test pass');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function setupPostgresTemplate(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL test pass');
  const name = `bil_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const handle = await connectDatabase({ kind: 'postgres', url: templateUrl.toString(), maxConnections: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // No connection may stay open on a database that others are copied from.
    await handle.close();
  }
  project.provide('postgresTemplateDatabase', name);
  return async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
}
