import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createPrivateDataDir, restrictDataDirFiles } from './data-dir-permissions';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  pool: pg.Pool;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as one tarball (what `loadDataDir` starts from). */
  dumpDataDir?: () => Promise<Blob>;
};

export type ConnectOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  // dataDir 'memory' keeps the database in memory; loadDataDir starts it from a dumped data directory.
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Dates stay 'YYYY-MM-DD' strings (no time zone drift); counts and money come back as numbers.
const builtinParser = pg.types.getTypeParser as (oid: number, format: string) => (value: string) => unknown;
const typeParsers = {
  getTypeParser: (oid: number, format?: string) => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return builtinParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      types: typeParsers,
    });
    pool.on('error', () => undefined); // an idle client's error must not crash the process; queries still report it
    await pool.query('select 1');
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pool, kind: 'postgres', close: () => db.destroy() };
  }

  const onDisk = options.dataDir !== 'memory';
  if (onDisk) createPrivateDataDir(options.dataDir);
  const release = onDisk ? lockDataDir(options.dataDir) : () => undefined;
  try {
    // pg_trgm backs the project search index (migration 0030).
    const pglite = new PGlite(onDisk ? options.dataDir : 'memory://', {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await pglite.waitReady;
    if (onDisk) restrictDataDirFiles(options.dataDir);
    const pool = new pg.Pool(Object.assign(createPgConfig(pglite), { types: typeParsers }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      pool,
      kind: 'pglite',
      dumpDataDir: () => pglite.dumpDataDir('none'),
      close: async () => {
        await db.destroy();
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
