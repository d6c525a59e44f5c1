import { APP_VERSION } from '@bil/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './health.repository';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    migration: z.string().nullable(),
  }),
  schema: z.object({ ok: z.boolean(), missing: z.array(z.string()) }),
});

/** Open to everyone: load balancers and people checking the install use it. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service, database and schema status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { db, databaseKind, schema } = app.ctx;
      const reachable = await pingDatabase(db);
      const healthy = reachable && schema.ok;
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: { kind: databaseKind, reachable, migration: schema.migration },
        schema: { ok: schema.ok, missing: schema.missing },
      });
    },
  );
};
