import type { AppConfig } from './config';
import { withAuthSecret } from './auth/auth-secret';
import { buildAppAuthServices } from './compose-auth';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { checkSchema } from './db/schema-check';
import type { AppContext } from './app-context';
import { installClock } from './lib/clock';

export type StartedDatabase = { handle: DatabaseHandle; ctx: AppContext };

/** Connects (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), migrates and checks the schema. */
export async function openDatabase(givenConfig: AppConfig): Promise<StartedDatabase> {
  const handle = await connectDatabase(
    givenConfig.databaseUrl
      ? { kind: 'postgres', url: givenConfig.databaseUrl }
      : { kind: 'pglite', dataDir: givenConfig.dataDir },
  );
  try {
    const config = withAuthSecret(givenConfig); // after the lock: one process writes the secret file
    installClock(config);
    await migrateToLatest(handle.db);
    const schema = await checkSchema(handle.db);
    const authServices = buildAppAuthServices(config, handle.db);
    return { handle, ctx: { config, db: handle.db, databaseKind: handle.kind, schema, ...authServices } };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
