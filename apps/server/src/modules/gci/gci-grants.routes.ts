import {
  gciIdParamsSchema,
  grantCreateBodySchema,
  grantDetailSchema,
  grantListQuerySchema,
  grantListSchema,
  grantRowSchema,
  grantUpdateBodySchema,
  reimbursementCreateBodySchema,
  reimbursementParamsSchema,
  reimbursementUpdateBodySchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import {
  changeGrant,
  changeReimbursement,
  createGrant,
  createReimbursement,
  getGrantDetail,
  listGrantPage,
  removeGrant,
  removeReimbursement,
} from './gci-grants.service';

/** Issue 13: grant agreements of every program and their reimbursements (drawdowns). */
export const gciGrantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { flag: 'can_access_gci' } } as const;
  const tags = ['gci'];

  app.get(
    '/api/gci/grants',
    {
      config,
      schema: {
        tags,
        summary: 'Grant agreements the caller may see: search, filters, sort, page; funding and alerts',
        querystring: grantListQuerySchema,
        response: { 200: grantListSchema },
      },
    },
    async (request) => listGrantPage(app.ctx, request.principal, request.query),
  );

  app.post(
    '/api/gci/grants',
    {
      config,
      schema: {
        tags,
        summary: 'Add a grant agreement; audited',
        body: grantCreateBodySchema,
        response: { 201: grantRowSchema },
      },
    },
    async (request, reply) => {
      const grant = await createGrant(app.ctx, requireSignedIn(request), request.body);
      return reply.status(201).send(grant);
    },
  );

  app.get(
    '/api/gci/grants/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One grant: funding, alerts, reimbursements, BIL projects by grant number, history',
        params: gciIdParamsSchema,
        response: { 200: grantDetailSchema },
      },
    },
    async (request) => getGrantDetail(app.ctx, request.principal, request.params.id),
  );

  app.patch(
    '/api/gci/grants/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a grant agreement; audited with before and after',
        params: gciIdParamsSchema,
        body: grantUpdateBodySchema,
        response: { 200: grantDetailSchema },
      },
    },
    async (request) => changeGrant(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/gci/grants/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a grant agreement and its reimbursements; audited',
        params: gciIdParamsSchema,
      },
    },
    async (request, reply) => {
      await removeGrant(app.ctx, requireSignedIn(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/gci/grants/:id/reimbursements',
    {
      config,
      schema: {
        tags,
        summary: 'Add a reimbursement request (drawdown); refused above what the grant has left; audited',
        params: gciIdParamsSchema,
        body: reimbursementCreateBodySchema,
        response: { 201: grantDetailSchema },
      },
    },
    async (request, reply) => {
      const detail = await createReimbursement(
        app.ctx,
        requireSignedIn(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(detail);
    },
  );

  app.patch(
    '/api/gci/grants/:id/reimbursements/:rid',
    {
      config,
      schema: {
        tags,
        summary: 'Approve, pay or correct a reimbursement; audited',
        params: reimbursementParamsSchema,
        body: reimbursementUpdateBodySchema,
        response: { 200: grantDetailSchema },
      },
    },
    async (request) =>
      changeReimbursement(
        app.ctx,
        requireSignedIn(request),
        request.params.id,
        request.params.rid,
        request.body,
      ),
  );

  app.delete(
    '/api/gci/grants/:id/reimbursements/:rid',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a reimbursement; audited',
        params: reimbursementParamsSchema,
        response: { 200: grantDetailSchema },
      },
    },
    async (request) =>
      removeReimbursement(app.ctx, requireSignedIn(request), request.params.id, request.params.rid),
  );
};
