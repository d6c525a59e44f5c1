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
import { declareRecordRoutes } from '../../plugins/record-routes';
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
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_gci' }, tags: ['gci'] });

  route.read('/api/gci/inspections', {
    summary: 'Inspections the caller may see: search, filters, sort, page; open and overdue counts',
    querystring: inspectionListQuerySchema,
    reply: inspectionListSchema,
    handler: listInspectionPage,
  });

  route.create('/api/gci/inspections', {
    summary: 'Record an inspection; audited',
    body: inspectionCreateBodySchema,
    reply: inspectionDetailSchema,
    handler: createInspection,
  });

  route.read('/api/gci/inspections/:id', {
    summary: 'One inspection: discrepancies with corrective actions, the airport history, audit history',
    params: gciIdParamsSchema,
    reply: inspectionDetailSchema,
    handler: getInspectionDetail,
  });

  route.update('/api/gci/inspections/:id', {
    summary: 'Change an inspection; audited with before and after',
    params: gciIdParamsSchema,
    body: inspectionUpdateBodySchema,
    reply: inspectionDetailSchema,
    handler: changeInspection,
  });

  route.remove('/api/gci/inspections/:id', {
    summary: 'Delete an inspection and its discrepancies; audited',
    params: gciIdParamsSchema,
    handler: removeInspection,
  });

  route.create('/api/gci/inspections/:id/discrepancies', {
    summary: 'Add a discrepancy with its corrective action (plan due by default 60 days on); audited',
    params: gciIdParamsSchema,
    body: discrepancyCreateBodySchema,
    reply: inspectionDetailSchema,
    handler: createDiscrepancy,
  });

  route.update('/api/gci/inspections/:id/discrepancies/:did', {
    summary: 'Change a discrepancy or move its corrective action (closing records who and when); audited',
    params: discrepancyParamsSchema,
    body: discrepancyUpdateBodySchema,
    reply: inspectionDetailSchema,
    handler: changeDiscrepancy,
  });

  route.remove('/api/gci/inspections/:id/discrepancies/:did', {
    summary: 'Delete a discrepancy; audited',
    params: discrepancyParamsSchema,
    reply: inspectionDetailSchema,
    handler: removeDiscrepancy,
  });

  route.replace('/api/gci/airports/:code/inspection-settings', {
    summary: "An airport's inspection cycle (months) and corrective plan days; audited",
    params: airportCodeParamsSchema,
    body: inspectionSettingsBodySchema,
    reply: inspectionSettingsSchema,
    handler: changeInspectionSettings,
  });
};
