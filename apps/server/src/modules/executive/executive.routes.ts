import { executiveOverviewSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../plugins/declare-routes';
import { sendCachedJson } from '../../lib/cached-reply';
import { getExecutiveBody, getExecutivePdf } from './executive.service';

/** SPEC /executive: leadership's one page. */
export const executiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: { flag: 'can_access_executive' }, tags: ['executive'] });

  route.get(
    '/api/executive',
    {
      summary:
        'AIG dollars by fiscal year, award and sub-award timeliness, oldest items waiting, overdue by PM',
      response: { 200: executiveOverviewSchema },
    },
    // JSON text from the response cache (the schema documents the route; tests check bodies against it).
    async (request, reply) =>
      sendCachedJson(request, reply, await getExecutiveBody(app.ctx, request.principal)),
  );

  route.get(
    '/api/executive.pdf',
    {
      summary: 'The executive overview as a letter-size PDF (download)',
    },
    async (request, reply) => {
      const { filename, pdf } = await getExecutivePdf(app.ctx, request.principal);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
