import { airportOptionsSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { listAirportOptionsFor } from './airport-options.service';

/** The airports the project form offers: all for an administrator, a PM's own for a PM. */
export const airportOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: 'signed-in', tags: ['projects'] });

  route.read('/api/airport-options', {
    summary: 'Airports the caller may pick in the project form (code, name, city, PM)',
    reply: airportOptionsSchema,
    handler: listAirportOptionsFor,
  });
};
