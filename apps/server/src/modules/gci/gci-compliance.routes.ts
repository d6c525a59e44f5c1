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
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRoutes } from '../../plugins/declare-routes';
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
  const route = declareRoutes(app, { access: { flag: 'can_access_gci' }, tags: ['gci'] });
  const detail = { response: { 200: complianceDetailSchema } };

  route.get(
    '/api/gci/compliance',
    {
      summary: 'Compliance obligations the caller may see; counts, airports at a glance, next 90 days',
      querystring: complianceListQuerySchema,
      response: { 200: complianceListSchema },
    },
    async (request) => listCompliancePage(app.ctx, request.principal, request.query),
  );
  route.post(
    '/api/gci/compliance',
    {
      summary: 'Add a sponsor obligation; audited',
      body: complianceCreateBodySchema,
      status: 201,
      response: { 201: complianceDetailSchema },
    },
    async (request) => createComplianceItem(app.ctx, requireSignedIn(request), request.body),
  );
  route.get(
    '/api/gci/compliance/:id',
    { summary: 'One obligation with its findings and history', params: gciIdParamsSchema, ...detail },
    async (request) => getComplianceDetail(app.ctx, request.principal, request.params.id),
  );
  route.patch(
    '/api/gci/compliance/:id',
    {
      summary: 'Change an obligation; audited',
      params: gciIdParamsSchema,
      body: complianceUpdateBodySchema,
      ...detail,
    },
    async (request) =>
      changeComplianceItem(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.delete(
    '/api/gci/compliance/:id',
    { summary: 'Delete an obligation and its findings; audited', params: gciIdParamsSchema, status: 204 },
    async (request) => {
      await removeComplianceItem(app.ctx, requireSignedIn(request), request.params.id);
    },
  );
  route.post(
    '/api/gci/compliance/:id/complete',
    {
      summary: 'Record the obligation done; its due date rolls on by its frequency; audited',
      params: gciIdParamsSchema,
      body: complianceCompleteBodySchema,
      ...detail,
    },
    async (request) =>
      completeComplianceItem(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.post(
    '/api/gci/compliance/:id/findings',
    {
      summary: 'Record a finding; audited',
      params: gciIdParamsSchema,
      body: findingCreateBodySchema,
      status: 201,
      response: { 201: complianceDetailSchema },
    },
    async (request) => createFinding(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.patch(
    '/api/gci/compliance/:id/findings/:fid',
    {
      summary: 'Correct or resolve a finding; audited',
      params: findingParamsSchema,
      body: findingUpdateBodySchema,
      ...detail,
    },
    async (request) =>
      changeFinding(app.ctx, requireSignedIn(request), request.params.id, request.params.fid, request.body),
  );
};
