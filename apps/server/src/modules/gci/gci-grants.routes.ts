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
import { declareRoutes } from '../../plugins/declare-routes';
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
  const route = declareRoutes(app, { access: { flag: 'can_access_gci' }, tags: ['gci'] });

  route.get(
    '/api/gci/grants',
    {
      summary: 'Grant agreements the caller may see: search, filters, sort, page; funding and alerts',
      querystring: grantListQuerySchema,
      response: { 200: grantListSchema },
    },
    async (request) => listGrantPage(app.ctx, request.principal, request.query),
  );

  route.post(
    '/api/gci/grants',
    {
      summary: 'Add a grant agreement; audited',
      body: grantCreateBodySchema,
      status: 201,
      response: { 201: grantRowSchema },
    },
    async (request) => createGrant(app.ctx, requireSignedIn(request), request.body),
  );

  route.get(
    '/api/gci/grants/:id',
    {
      summary: 'One grant: funding, alerts, reimbursements, BIL projects by grant number, history',
      params: gciIdParamsSchema,
      response: { 200: grantDetailSchema },
    },
    async (request) => getGrantDetail(app.ctx, request.principal, request.params.id),
  );

  route.patch(
    '/api/gci/grants/:id',
    {
      summary: 'Change a grant agreement; audited with before and after',
      params: gciIdParamsSchema,
      body: grantUpdateBodySchema,
      response: { 200: grantDetailSchema },
    },
    async (request) => changeGrant(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.delete(
    '/api/gci/grants/:id',
    {
      summary: 'Delete a grant agreement and its reimbursements; audited',
      params: gciIdParamsSchema,
      status: 204,
    },
    async (request) => {
      await removeGrant(app.ctx, requireSignedIn(request), request.params.id);
    },
  );

  route.post(
    '/api/gci/grants/:id/reimbursements',
    {
      summary: 'Add a reimbursement request (drawdown); refused above what the grant has left; audited',
      params: gciIdParamsSchema,
      body: reimbursementCreateBodySchema,
      status: 201,
      response: { 201: grantDetailSchema },
    },
    async (request) =>
      createReimbursement(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.patch(
    '/api/gci/grants/:id/reimbursements/:rid',
    {
      summary: 'Approve, pay or correct a reimbursement; audited',
      params: reimbursementParamsSchema,
      body: reimbursementUpdateBodySchema,
      response: { 200: grantDetailSchema },
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

  route.delete(
    '/api/gci/grants/:id/reimbursements/:rid',
    {
      summary: 'Delete a reimbursement; audited',
      params: reimbursementParamsSchema,
      response: { 200: grantDetailSchema },
    },
    async (request) =>
      removeReimbursement(app.ctx, requireSignedIn(request), request.params.id, request.params.rid),
  );
};
