import { airportOptionsSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAirportOptionsFor } from './airport-options.service';

/** The airports the project form offers: all for an administrator, a PM's own for a PM. */
export const airportOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airport-options',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['projects'],
        summary: 'Airports the caller may pick in the project form (code, name, city, PM)',
        response: { 200: airportOptionsSchema },
      },
    },
    async (request) => listAirportOptionsFor(app.ctx, request.principal),
  );
};
