import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { buildAppAuthServices } from '../../src/compose-auth';
import type { AppConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/connect';
import { checkSchema } from '../../src/db/schema-check';
import type { AppContext } from '../../src/app-context';
import { installClock } from '../../src/lib/clock';
import type { Mailer } from '../../src/lib/mail.service';
import type { RateLimitPolicy } from '../../src/lib/rate-limit.service';
import { createTestDatabase, testConfig } from './test-database';

export type TestServer = {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  /** Every route the app registered (method, url, config), seen through an onRoute hook. */
  routes: RegisteredRoute[];
  close: () => Promise<void>;
};

export type RegisteredRoute = { method: string; url: string; config: RouteOptions['config'] };

export type TestServerOptions = {
  /** Tighter or looser sign-in / sign-up / reset limits for a test (the rest stay at their defaults). */
  rateLimits?: Partial<RateLimitPolicy>;
  mailer?: Mailer;
};

/** The real app on a fresh real database (no web bundle); call close() in afterAll. */
export async function buildTestServer(
  overrides: Partial<AppConfig> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  installClock(config); // BIL_FIXED_NOW of this test file's server (fixedNow), else the wall clock
  const database = await createTestDatabase();
  const ctx: AppContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    schema: await checkSchema(database.db),
    ...buildAppAuthServices(config, database.db, options),
  };
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, config: route.config });
  };
  const app = await buildApp(ctx, { webDistDir: false, onRoute });
  await app.ready();
  return {
    app,
    ctx,
    database,
    routes,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
