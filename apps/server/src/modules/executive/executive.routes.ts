import { executiveOverviewSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getExecutiveOverview } from './executive.service';

/** SPEC /executive: leadership's one page. */
export const executiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/executive',
    {
      config: { access: { flag: 'can_access_executive' } },
      schema: {
        tags: ['executive'],
        summary:
          'AIG dollars by fiscal year, award and sub-award timeliness, oldest items waiting, overdue by PM',
        response: { 200: executiveOverviewSchema },
      },
    },
    async (request) => getExecutiveOverview(app.ctx, request.principal),
  );
};
