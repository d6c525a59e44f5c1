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
  const config = { access: { flag: 'can_access_gci' } } as const;
  const tags = ['gci'];

  app.get(
    '/api/gci/compliance',
    {
      config,
      schema: {
        tags,
        summary: 'Compliance obligations the caller may see; counts, airports at a glance, next 90 days',
        querystring: complianceListQuerySchema,
        response: { 200: complianceListSchema },
      },
    },
    async (request) => listCompliancePage(app.ctx, request.principal, request.query),
  );

  app.post(
    '/api/gci/compliance',
    {
      config,
      schema: {
        tags,
        summary: 'Add a sponsor obligation; audited',
        body: complianceCreateBodySchema,
        response: { 201: complianceDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createComplianceItem(app.ctx, requireSignedIn(request), request.body)),
  );

  app.get(
    '/api/gci/compliance/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One obligation with its findings and history',
        params: gciIdParamsSchema,
        response: { 200: complianceDetailSchema },
      },
    },
    async (request) => getComplianceDetail(app.ctx, request.principal, request.params.id),
  );

  app.patch(
    '/api/gci/compliance/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change an obligation; audited',
        params: gciIdParamsSchema,
        body: complianceUpdateBodySchema,
        response: { 200: complianceDetailSchema },
      },
    },
    async (request) =>
      changeComplianceItem(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/gci/compliance/:id',
    {
      config,
      schema: { tags, summary: 'Delete an obligation and its findings; audited', params: gciIdParamsSchema },
    },
    async (request, reply) => {
      await removeComplianceItem(app.ctx, requireSignedIn(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/gci/compliance/:id/complete',
    {
      config,
      schema: {
        tags,
        summary: 'Record the obligation done; its due date rolls on by its frequency; audited',
        params: gciIdParamsSchema,
        body: complianceCompleteBodySchema,
        response: { 200: complianceDetailSchema },
      },
    },
    async (request) =>
      completeComplianceItem(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.post(
    '/api/gci/compliance/:id/findings',
    {
      config,
      schema: {
        tags,
        summary: 'Record a finding; audited',
        params: gciIdParamsSchema,
        body: findingCreateBodySchema,
        response: { 201: complianceDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createFinding(app.ctx, requireSignedIn(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/gci/compliance/:id/findings/:fid',
    {
      config,
      schema: {
        tags,
        summary: 'Correct or resolve a finding; audited',
        params: findingParamsSchema,
        body: findingUpdateBodySchema,
        response: { 200: complianceDetailSchema },
      },
    },
    async (request) =>
      changeFinding(app.ctx, requireSignedIn(request), request.params.id, request.params.fid, request.body),
  );
};
