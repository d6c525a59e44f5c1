import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createAuth } from '../../src/auth/create-auth';
import type { AppConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/connect';
import { checkSchema } from '../../src/db/schema-check';
import type { AppContext } from '../../src/lib/app-context';
import { createTestDatabase, testConfig } from './test-database';

export type TestServer = {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** The real app on a fresh real database (no web bundle); call close() in afterAll. */
export async function buildTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const database = await createTestDatabase(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    auth: createAuth(config, database.db),
    schema: await checkSchema(database.db),
  };
  const app = await buildApp(ctx, { webDistDir: false });
  await app.ready();
  return {
    app,
    ctx,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
