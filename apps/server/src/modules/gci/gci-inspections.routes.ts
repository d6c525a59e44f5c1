import {
  airportCodeParamsSchema,
  discrepancyCreateBodySchema,
  discrepancyParamsSchema,
  discrepancyUpdateBodySchema,
  gciIdParamsSchema,
  inspectionCreateBodySchema,
  inspectionDetailSchema,
  inspectionListQuerySchema,
  inspectionListSchema,
  inspectionSettingsBodySchema,
  inspectionSettingsSchema,
  inspectionUpdateBodySchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import {
  changeDiscrepancy,
  changeInspection,
  changeInspectionSettings,
  createDiscrepancy,
  createInspection,
  getInspectionDetail,
  listInspectionPage,
  removeDiscrepancy,
  removeInspection,
} from './gci-inspections.service';

/** Issue 13: FAA 5010 inspections, their discrepancies and corrective actions, per-airport cycle. */
export const gciInspectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { flag: 'can_access_gci' } } as const;
  const tags = ['gci'];

  app.get(
    '/api/gci/inspections',
    {
      config,
      schema: {
        tags,
        summary: 'Inspections the caller may see: search, filters, sort, page; open and overdue counts',
        querystring: inspectionListQuerySchema,
        response: { 200: inspectionListSchema },
      },
    },
    async (request) => listInspectionPage(app.ctx, request.principal, request.query),
  );

  app.post(
    '/api/gci/inspections',
    {
      config,
      schema: {
        tags,
        summary: 'Record an inspection; audited',
        body: inspectionCreateBodySchema,
        response: { 201: inspectionDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInspection(app.ctx, requireSignedIn(request), request.body)),
  );

  app.get(
    '/api/gci/inspections/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One inspection: discrepancies with corrective actions, the airport history, audit history',
        params: gciIdParamsSchema,
        response: { 200: inspectionDetailSchema },
      },
    },
    async (request) => getInspectionDetail(app.ctx, request.principal, request.params.id),
  );

  app.patch(
    '/api/gci/inspections/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change an inspection; audited with before and after',
        params: gciIdParamsSchema,
        body: inspectionUpdateBodySchema,
        response: { 200: inspectionDetailSchema },
      },
    },
    async (request) => changeInspection(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/gci/inspections/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an inspection and its discrepancies; audited',
        params: gciIdParamsSchema,
      },
    },
    async (request, reply) => {
      await removeInspection(app.ctx, requireSignedIn(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/gci/inspections/:id/discrepancies',
    {
      config,
      schema: {
        tags,
        summary: 'Add a discrepancy with its corrective action (plan due by default 60 days on); audited',
        params: gciIdParamsSchema,
        body: discrepancyCreateBodySchema,
        response: { 201: inspectionDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDiscrepancy(app.ctx, requireSignedIn(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/gci/inspections/:id/discrepancies/:did',
    {
      config,
      schema: {
        tags,
        summary: 'Change a discrepancy or move its corrective action (closing records who and when); audited',
        params: discrepancyParamsSchema,
        body: discrepancyUpdateBodySchema,
        response: { 200: inspectionDetailSchema },
      },
    },
    async (request) =>
      changeDiscrepancy(
        app.ctx,
        requireSignedIn(request),
        request.params.id,
        request.params.did,
        request.body,
      ),
  );

  app.delete(
    '/api/gci/inspections/:id/discrepancies/:did',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a discrepancy; audited',
        params: discrepancyParamsSchema,
        response: { 200: inspectionDetailSchema },
      },
    },
    async (request) =>
      removeDiscrepancy(app.ctx, requireSignedIn(request), request.params.id, request.params.did),
  );

  app.put(
    '/api/gci/airports/:code/inspection-settings',
    {
      config,
      schema: {
        tags,
        summary: "An airport's inspection cycle (months) and corrective plan days; audited",
        params: airportCodeParamsSchema,
        body: inspectionSettingsBodySchema,
        response: { 200: inspectionSettingsSchema },
      },
    },
    async (request) =>
      changeInspectionSettings(app.ctx, requireSignedIn(request), request.params.code, request.body),
  );
};
