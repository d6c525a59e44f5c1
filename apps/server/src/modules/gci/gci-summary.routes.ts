import {
  airportCodeParamsSchema,
  airportGciSummarySchema,
  gciOverdueListSchema,
  gciOverdueQuerySchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { getAirportGciSummary, listPmOverdueGci } from './gci-summary.service';

/** Issue 13: the airport page's GC&I card and the PM dashboard's overdue GC&I items. */
export const gciSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_gci' }, tags: ['gci'] });

  route.read('/api/gci/airports/:code/summary', {
    summary: "An airport's GC&I at a glance: active grants, compliance, inspections, open actions",
    params: airportCodeParamsSchema,
    reply: airportGciSummarySchema,
    handler: getAirportGciSummary,
  });

  route.get(
    '/api/gci/overdue',
    {
      summary: "Overdue GC&I items at one PM's airports (a PM sees only their own)",
      querystring: gciOverdueQuerySchema,
      response: { 200: gciOverdueListSchema },
    },
    async (request) => listPmOverdueGci(app.ctx, request.principal, request.query.pm),
  );
};
