import {
  planItemBodySchema,
  planItemConvertSchema,
  planItemParamsSchema,
  planItemPatchSchema,
  planItemSchema,
  planningOverviewSchema,
} from '@bil/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRecordRoutes } from '../../plugins/record-routes';
import {
  convertPlanItem,
  createPlanItem,
  getPlanningOverview,
  removePlanItem,
  updatePlanItem,
} from './planning.service';

/** /api/planning: the Airport Capital Improvement Plan (issue 19). */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_planning' }, tags: ['planning'] });

  route.read('/api/planning', {
    summary: "Plan items in the caller's airports and each airport's plan against its AIG money",
    reply: planningOverviewSchema,
    handler: getPlanningOverview,
  });

  route.create('/api/planning/items', {
    summary: 'Add a plan item (audited)',
    body: planItemBodySchema,
    reply: planItemSchema,
    handler: createPlanItem,
  });

  route.update('/api/planning/items/:id', {
    summary: 'Change a plan item (audited)',
    params: planItemParamsSchema,
    body: planItemPatchSchema,
    reply: planItemSchema,
    handler: updatePlanItem,
  });

  route.delete(
    '/api/planning/items/:id',
    {
      summary: 'Delete a plan item (audited)',
      params: planItemParamsSchema,
      status: 204,
      response: { 204: z.null() },
    },
    async (request) => {
      await removePlanItem(app.ctx, requireSignedIn(request), request.params.id);
      return null;
    },
  );

  route.post(
    '/api/planning/items/:id/convert',
    {
      summary: 'Link a programmed plan item to the BIL project made from it; the item becomes converted',
      params: planItemParamsSchema,
      body: planItemConvertSchema,
      response: { 200: planItemSchema },
    },
    async (request) =>
      convertPlanItem(app.ctx, requireSignedIn(request), request.params.id, request.body.projectId),
  );
};
