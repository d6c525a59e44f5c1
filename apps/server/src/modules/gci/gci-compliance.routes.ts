import {
  complianceCompleteBodySchema,
  complianceCreateBodySchema,
  complianceDetailSchema,
  complianceListQuerySchema,
  complianceListSchema,
  complianceUpdateBodySchema,
  findingCreateBodySchema,
  findingParamsSchema,
  findingUpdateBodySchema,
  gciIdParamsSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import {
  changeComplianceItem,
  changeFinding,
  completeComplianceItem,
  createComplianceItem,
  createFinding,
  getComplianceDetail,
  listCompliancePage,
  removeComplianceItem,
} from './gci-compliance.service';

/** Issue 13: sponsor compliance obligations, their findings, airports at a glance, the next 90 days. */
export const gciComplianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_gci' }, tags: ['gci'] });

  route.read('/api/gci/compliance', {
    summary: 'Compliance obligations the caller may see; counts, airports at a glance, next 90 days',
    querystring: complianceListQuerySchema,
    reply: complianceListSchema,
    handler: listCompliancePage,
  });
  route.create('/api/gci/compliance', {
    summary: 'Add a sponsor obligation; audited',
    body: complianceCreateBodySchema,
    reply: complianceDetailSchema,
    handler: createComplianceItem,
  });
  route.read('/api/gci/compliance/:id', {
    summary: 'One obligation with its findings and history',
    params: gciIdParamsSchema,
    reply: complianceDetailSchema,
    handler: getComplianceDetail,
  });
  route.update('/api/gci/compliance/:id', {
    summary: 'Change an obligation; audited',
    params: gciIdParamsSchema,
    body: complianceUpdateBodySchema,
    reply: complianceDetailSchema,
    handler: changeComplianceItem,
  });
  route.remove('/api/gci/compliance/:id', {
    summary: 'Delete an obligation and its findings; audited',
    params: gciIdParamsSchema,
    handler: removeComplianceItem,
  });
  route.act('/api/gci/compliance/:id/complete', {
    summary: 'Record the obligation done; its due date rolls on by its frequency; audited',
    params: gciIdParamsSchema,
    body: complianceCompleteBodySchema,
    reply: complianceDetailSchema,
    handler: completeComplianceItem,
  });
  route.create('/api/gci/compliance/:id/findings', {
    summary: 'Record a finding; audited',
    params: gciIdParamsSchema,
    body: findingCreateBodySchema,
    reply: complianceDetailSchema,
    handler: createFinding,
  });
  route.update('/api/gci/compliance/:id/findings/:fid', {
    summary: 'Correct or resolve a finding; audited',
    params: findingParamsSchema,
    body: findingUpdateBodySchema,
    reply: complianceDetailSchema,
    handler: changeFinding,
  });
};
