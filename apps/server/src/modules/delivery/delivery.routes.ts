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
import { declareRoutes } from '../../plugins/declare-routes';
import {
  getDeliveryDetail,
  getDeliveryPortfolio,
  removeDeliveryRecord,
  saveDeliveryRecord,
} from './delivery.service';

/** /api/delivery: awarded projects from design to closeout (issue 19). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: { flag: 'can_access_project_delivery' }, tags: ['delivery'] });

  route.get(
    '/api/delivery',
    {
      summary: "A page of the caller's awarded projects (late first) with per-PM and per-airport counts",
      querystring: deliveryQuerySchema,
      response: { 200: deliveryPortfolioSchema },
    },
    async (request) => getDeliveryPortfolio(app.ctx, request.principal, request.query),
  );

  route.get(
    '/api/delivery/:projectId',
    {
      summary: "An awarded project's delivery record (empty milestones when not tracked yet)",
      params: deliveryParamsSchema,
      response: { 200: deliveryDetailSchema },
    },
    async (request) => getDeliveryDetail(app.ctx, request.principal, request.params.projectId),
  );

  route.put(
    '/api/delivery/:projectId',
    {
      summary: "Create or replace a project's delivery record (audited)",
      params: deliveryParamsSchema,
      body: deliveryRecordBodySchema,
      response: { 200: deliveryDetailSchema },
    },
    async (request) =>
      saveDeliveryRecord(app.ctx, requireSignedIn(request), request.params.projectId, request.body),
  );

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
