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
import {
  convertPlanItem,
  createPlanItem,
  getPlanningOverview,
  removePlanItem,
  updatePlanItem,
} from './planning.service';

/** /api/planning: the Airport Capital Improvement Plan (issue 19). */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { flag: 'can_access_planning' } } as const;
  const tags = ['planning'];

  app.get(
    '/api/planning',
    {
      config,
      schema: {
        tags,
        summary: "Plan items in the caller's airports and each airport's plan against its AIG money",
        response: { 200: planningOverviewSchema },
      },
    },
    async (request) => getPlanningOverview(app.ctx, request.principal),
  );

  app.post(
    '/api/planning/items',
    {
      config,
      schema: {
        tags,
        summary: 'Add a plan item (audited)',
        body: planItemBodySchema,
        response: { 201: planItemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlanItem(app.ctx, requireSignedIn(request), request.body)),
  );

  app.patch(
    '/api/planning/items/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a plan item (audited)',
        params: planItemParamsSchema,
        body: planItemPatchSchema,
        response: { 200: planItemSchema },
      },
    },
    async (request) => updatePlanItem(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/planning/items/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a plan item (audited)',
        params: planItemParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removePlanItem(app.ctx, requireSignedIn(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/planning/items/:id/convert',
    {
      config,
      schema: {
        tags,
        summary: 'Link a programmed plan item to the BIL project made from it; the item becomes converted',
        params: planItemParamsSchema,
        body: planItemConvertSchema,
        response: { 200: planItemSchema },
      },
    },
    async (request) =>
      convertPlanItem(app.ctx, requireSignedIn(request), request.params.id, request.body.projectId),
  );
};
