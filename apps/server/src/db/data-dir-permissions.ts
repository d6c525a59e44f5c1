import fs from 'node:fs';
import path from 'node:path';

/** Only the server's own user may enter the data directory (it holds the database and the auth secret). */
export function createPrivateDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700); // mode above applies only to a directory mkdir creates
}

/**
 * PGlite writes its files with mode 0666 less the umask (world-readable under the usual 022):
 * tightened after it opens, so a directory copied from elsewhere or made by an older version is
 * private too. Files made later follow the umask main.ts sets.
 */
export function restrictDataDirFiles(dataDir: string): void {
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(full, 0o700);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}
