import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from '../src/db/data-dir-backup';
import { connectDatabase } from '../src/db/connect';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { TEST_DB_KIND } from './support/test-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-backup-test-'));

/** Every row of every table, as JSON text, sorted: two databases with equal snapshots hold the same data. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const result: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select to_jsonb(t)::text as row from ${sql.table(name)} t`.execute(db);
    result[name] = rows.rows.map((row) => row.row).sort();
  }
  return result;
}

async function open(dataDir: string) {
  return connectDatabase({ kind: 'pglite', dataDir });
}

// Backup and restore are of the embedded database; PostgreSQL has pg_dump (docs/OPERATIONS.md).
describe.skipIf(TEST_DB_KIND === 'postgres')(
  'backup and restore of the embedded database',
  { timeout: 180_000 },
  () => {
    afterAll(() => {
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('round trips the demo data: every table of the restored database equals the original', async () => {
      const original = path.join(root, 'original');
      const handle = await open(original);
      await migrateToLatest(handle.db);
      await replaceWithDemoData(handle.db, generateDemoData({ projects: 200 }));
      const before = await snapshot(handle.db);
      await handle.close();
      expect(before.projects).toHaveLength(200);
      expect(Object.keys(before)).toContain('import_runs');

      const file = path.join(root, 'backup.tar.gz');
      expect(await backupDataDir(original, file)).toBeGreaterThan(0);
      const copy = path.join(root, 'copy');
      expect(await restoreDataDir(copy, file)).toBeNull();
      const restored = await open(copy);
      expect(await snapshot(restored.db)).toEqual(before);
      await restored.db.updateTable('projects').set({ project_title: 'Changed after the backup' }).execute();
      await restored.close();

      // Restoring over a database moves that one aside (never deleted) and brings the backup back.
      const movedTo = await restoreDataDir(copy, file);
      expect(movedTo).toMatch(/copy\.before-restore-/);
      expect(fs.existsSync(path.join(movedTo ?? '', 'PG_VERSION'))).toBe(true);
      const again = await open(copy);
      expect(await snapshot(again.db)).toEqual(before);
      await again.close();
    });

    it('refuses while the server holds the data directory, and refuses a file that is not a backup', async () => {
      const dataDir = path.join(root, 'held');
      const handle = await open(dataDir);
      await handle.close();
      // A running server's lock: a live process other than this one (the test runner's parent).
      const lock = path.join(dataDir, 'server.lock');
      fs.writeFileSync(lock, String(process.ppid));
      await expect(backupDataDir(dataDir, path.join(root, 'held.tar.gz'))).rejects.toThrow(
        `is in use by another server (pid ${process.ppid})`,
      );
      fs.rmSync(lock);
      const notBackup = path.join(root, 'not-a-backup.txt');
      fs.writeFileSync(notBackup, 'hello');
      await expect(restoreDataDir(dataDir, notBackup)).rejects.toThrow(
        'is not a backup made by npm run backup',
      );
    });
  },
);
