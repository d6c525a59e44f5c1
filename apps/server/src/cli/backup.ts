// `npm run backup -- FILE` and `npm run restore -- FILE`: the embedded database to one file and back (see HELP).
import { loadConfig } from '../config';
import { backupDataDir, restoreDataDir } from '../db/data-dir-backup';
import { UsageError, runCommand, readPositionals } from './cli-support';

const HELP = {
  backup: `Usage: npm run backup -- FILE

Writes the embedded database (PGlite in DATA_DIR, default ./data) to FILE as a gzipped tar.
Stop the server first: the backup takes the data directory's lock, as the server does.
With DATABASE_URL (PostgreSQL) use pg_dump instead: see docs/OPERATIONS.md.`,
  restore: `Usage: npm run restore -- FILE

Replaces the embedded database in DATA_DIR (default ./data) with a backup made by npm run backup.
Stop the server first. The database being replaced is moved to DATA_DIR.before-restore-<time>,
never deleted. The server brings the restored database up to date (migrations) when it starts.
With DATABASE_URL (PostgreSQL) use pg_restore instead: see docs/OPERATIONS.md.`,
};

export function runBackupCommand(command: 'backup' | 'restore'): void {
  runCommand(async () => {
    const positionals = readPositionals(HELP[command]);
    if (positionals === null) return;
    const [file, ...rest] = positionals;
    if (!file || rest.length > 0) throw new UsageError('Give exactly one FILE');
    const config = loadConfig();
    if (config.databaseUrl) {
      throw new Error(
        `DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/OPERATIONS.md).`,
      );
    }
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    if (command === 'backup') {
      const bytes = await backupDataDir(config.dataDir, file);
      console.log(
        `Backed up ${config.dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds()} s.`,
      );
    } else {
      const movedTo = await restoreDataDir(config.dataDir, file);
      console.log(`Restored ${file} into ${config.dataDir} in ${seconds()} s.`);
      if (movedTo) console.log(`The database it replaced is in ${movedTo}.`);
    }
  });
}
