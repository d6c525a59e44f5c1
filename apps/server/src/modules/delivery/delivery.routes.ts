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
import { declareRecordRoutes } from '../../plugins/record-routes';
import {
  getDeliveryDetail,
  getDeliveryPortfolio,
  removeDeliveryRecord,
  saveDeliveryRecord,
} from './delivery.service';

/** /api/delivery: awarded projects from design to closeout (issue 19). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, {
    access: { flag: 'can_access_project_delivery' },
    tags: ['delivery'],
  });

  route.read('/api/delivery', {
    summary: "A page of the caller's awarded projects (late first) with per-PM and per-airport counts",
    querystring: deliveryQuerySchema,
    reply: deliveryPortfolioSchema,
    handler: getDeliveryPortfolio,
  });

  route.read('/api/delivery/:projectId', {
    summary: "An awarded project's delivery record (empty milestones when not tracked yet)",
    params: deliveryParamsSchema,
    reply: deliveryDetailSchema,
    handler: getDeliveryDetail,
  });

  route.replace('/api/delivery/:projectId', {
    summary: "Create or replace a project's delivery record (audited)",
    params: deliveryParamsSchema,
    body: deliveryRecordBodySchema,
    reply: deliveryDetailSchema,
    handler: saveDeliveryRecord,
  });

  route.delete(
    '/api/delivery/:projectId',
    {
      summary: "Delete a project's delivery record (audited)",
      params: deliveryParamsSchema,
      status: 204,
      response: { 204: z.null() },
    },
    async (request) => {
      await removeDeliveryRecord(app.ctx, requireSignedIn(request), request.params.projectId);
      return null;
    },
  );
};
