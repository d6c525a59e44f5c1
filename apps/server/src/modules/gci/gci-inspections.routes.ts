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
import { declareRoutes } from '../../plugins/declare-routes';
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
  const route = declareRoutes(app, { access: { flag: 'can_access_gci' }, tags: ['gci'] });

  route.get(
    '/api/gci/inspections',
    {
      summary: 'Inspections the caller may see: search, filters, sort, page; open and overdue counts',
      querystring: inspectionListQuerySchema,
      response: { 200: inspectionListSchema },
    },
    async (request) => listInspectionPage(app.ctx, request.principal, request.query),
  );

  route.post(
    '/api/gci/inspections',
    {
      summary: 'Record an inspection; audited',
      body: inspectionCreateBodySchema,
      status: 201,
      response: { 201: inspectionDetailSchema },
    },
    async (request) => createInspection(app.ctx, requireSignedIn(request), request.body),
  );

  route.get(
    '/api/gci/inspections/:id',
    {
      summary: 'One inspection: discrepancies with corrective actions, the airport history, audit history',
      params: gciIdParamsSchema,
      response: { 200: inspectionDetailSchema },
    },
    async (request) => getInspectionDetail(app.ctx, request.principal, request.params.id),
  );

  route.patch(
    '/api/gci/inspections/:id',
    {
      summary: 'Change an inspection; audited with before and after',
      params: gciIdParamsSchema,
      body: inspectionUpdateBodySchema,
      response: { 200: inspectionDetailSchema },
    },
    async (request) => changeInspection(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.delete(
    '/api/gci/inspections/:id',
    {
      summary: 'Delete an inspection and its discrepancies; audited',
      params: gciIdParamsSchema,
      status: 204,
    },
    async (request) => {
      await removeInspection(app.ctx, requireSignedIn(request), request.params.id);
    },
  );

  route.post(
    '/api/gci/inspections/:id/discrepancies',
    {
      summary: 'Add a discrepancy with its corrective action (plan due by default 60 days on); audited',
      params: gciIdParamsSchema,
      body: discrepancyCreateBodySchema,
      status: 201,
      response: { 201: inspectionDetailSchema },
    },
    async (request) => createDiscrepancy(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.patch(
    '/api/gci/inspections/:id/discrepancies/:did',
    {
      summary: 'Change a discrepancy or move its corrective action (closing records who and when); audited',
      params: discrepancyParamsSchema,
      body: discrepancyUpdateBodySchema,
      response: { 200: inspectionDetailSchema },
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

  route.delete(
    '/api/gci/inspections/:id/discrepancies/:did',
    {
      summary: 'Delete a discrepancy; audited',
      params: discrepancyParamsSchema,
      response: { 200: inspectionDetailSchema },
    },
    async (request) =>
      removeDiscrepancy(app.ctx, requireSignedIn(request), request.params.id, request.params.did),
  );

  route.put(
    '/api/gci/airports/:code/inspection-settings',
    {
      summary: "An airport's inspection cycle (months) and corrective plan days; audited",
      params: airportCodeParamsSchema,
      body: inspectionSettingsBodySchema,
      response: { 200: inspectionSettingsSchema },
    },
    async (request) =>
      changeInspectionSettings(app.ctx, requireSignedIn(request), request.params.code, request.body),
  );
};
