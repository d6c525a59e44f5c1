import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { buildAppAuthServices } from '../../src/compose-auth';
import { connectDatabase } from '../../src/db/connect';
import { checkSchema } from '../../src/db/schema-check';
import type { TestServer } from './build-test-server';

export type SecondApp = { app: FastifyInstance; close: () => Promise<void> };

/**
 * A second app on the PostgreSQL database of `server`, with its own connection pool and its own
 * in-process caches: what another server process behind a load balancer would be. PostgreSQL only.
 */
export async function startSecondApp(server: TestServer): Promise<SecondApp> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.ctx.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/unset');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  const database = await connectDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 3 });
  const config = server.ctx.config;
  const app = await buildApp(
    {
      config,
      db: database.db,
      databaseKind: database.kind,
      schema: await checkSchema(database.db),
      ...buildAppAuthServices(config, database.db),
    },
    { webDistDir: false },
  );
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
