import type { Kysely } from 'kysely';
import type { Auth } from '../auth/create-auth';
import type { AppConfig } from '../config';
import type { DatabaseKind } from '../db/connect';
import type { SchemaCheck } from '../db/schema-check';
import type { Database } from '../db/schema';

/** What every route and service can reach; built once per server. */
export type AppContext = {
  config: AppConfig;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  auth: Auth;
  schema: SchemaCheck;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
