import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { createPrivateDataDir, restrictDataDirFiles } from './data-dir-permissions';

/** Files of ours that live beside PGlite's own in the data directory (kept across a restore). */
const KEPT_FILES = new Set(['server.lock', 'auth-secret']);

const hasDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Writes the embedded database as one gzipped tar file (PGlite's dumpDataDir). Takes the data directory's
 * lock, so the server must be stopped: a copy taken under a running server could be torn.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!hasDatabase(dataDir)) throw new Error(`No embedded database in ${dataDir} to back up.`);
  const release = lockDataDir(dataDir);
  try {
    const pglite = new PGlite(dataDir, { extensions: { pg_trgm } });
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.writeFileSync(file, bytes, { mode: 0o600 });
    return bytes.length;
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database with a backup. The server must be stopped (the lock is taken). The
 * database being replaced is moved aside to `<DATA_DIR>.before-restore-<time>`, never deleted.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<string | null> {
  const backup = fs.readFileSync(file);
  if (backup.length < 2 || backup[0] !== 0x1f || backup[1] !== 0x8b) {
    throw new Error(`${file} is not a backup made by npm run backup (a gzipped tar file).`);
  }
  createPrivateDataDir(dataDir);
  const release = lockDataDir(dataDir);
  let movedTo: string | null = null;
  try {
    if (hasDatabase(dataDir)) {
      movedTo = `${dataDir.replace(/\/+$/, '')}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.mkdirSync(movedTo, { mode: 0o700 });
      for (const name of fs.readdirSync(dataDir)) {
        if (!KEPT_FILES.has(name)) fs.renameSync(path.join(dataDir, name), path.join(movedTo, name));
      }
    }
    const pglite = new PGlite(dataDir, { loadDataDir: new Blob([backup]), extensions: { pg_trgm } });
    await pglite.waitReady;
    await pglite.query('select 1');
    await pglite.close();
    restrictDataDirFiles(dataDir);
    return movedTo;
  } finally {
    release();
  }
}
