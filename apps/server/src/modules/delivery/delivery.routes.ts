import {
  deliveryDetailSchema,
  deliveryParamsSchema,
  deliveryPortfolioSchema,
  deliveryQuerySchema,
  deliveryRecordBodySchema,
} from '@bil/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import {
  getDeliveryDetail,
  getDeliveryPortfolio,
  removeDeliveryRecord,
  saveDeliveryRecord,
} from './delivery.service';

/** /api/delivery: awarded projects from design to closeout (issue 19). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { flag: 'can_access_project_delivery' } } as const;
  const tags = ['delivery'];

  app.get(
    '/api/delivery',
    {
      config,
      schema: {
        tags,
        summary: "A page of the caller's awarded projects (late first) with per-PM and per-airport counts",
        querystring: deliveryQuerySchema,
        response: { 200: deliveryPortfolioSchema },
      },
    },
    async (request) => getDeliveryPortfolio(app.ctx, request.principal, request.query),
  );

  app.get(
    '/api/delivery/:projectId',
    {
      config,
      schema: {
        tags,
        summary: "An awarded project's delivery record (empty milestones when not tracked yet)",
        params: deliveryParamsSchema,
        response: { 200: deliveryDetailSchema },
      },
    },
    async (request) => getDeliveryDetail(app.ctx, request.principal, request.params.projectId),
  );

  app.put(
    '/api/delivery/:projectId',
    {
      config,
      schema: {
        tags,
        summary: "Create or replace a project's delivery record (audited)",
        params: deliveryParamsSchema,
        body: deliveryRecordBodySchema,
        response: { 200: deliveryDetailSchema },
      },
    },
    async (request) =>
      saveDeliveryRecord(app.ctx, requireSignedIn(request), request.params.projectId, request.body),
  );

  app.delete(
    '/api/delivery/:projectId',
    {
      config,
      schema: {
        tags,
        summary: "Delete a project's delivery record (audited)",
        params: deliveryParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDeliveryRecord(app.ctx, requireSignedIn(request), request.params.projectId);
      return reply.code(204).send(null);
    },
  );
};
