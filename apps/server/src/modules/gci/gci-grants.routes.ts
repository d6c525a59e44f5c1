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
import { declareRecordRoutes } from '../../plugins/record-routes';
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
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_gci' }, tags: ['gci'] });

  route.read('/api/gci/grants', {
    summary: 'Grant agreements the caller may see: search, filters, sort, page; funding and alerts',
    querystring: grantListQuerySchema,
    reply: grantListSchema,
    handler: listGrantPage,
  });

  route.create('/api/gci/grants', {
    summary: 'Add a grant agreement; audited',
    body: grantCreateBodySchema,
    reply: grantRowSchema,
    handler: createGrant,
  });

  route.read('/api/gci/grants/:id', {
    summary: 'One grant: funding, alerts, reimbursements, BIL projects by grant number, history',
    params: gciIdParamsSchema,
    reply: grantDetailSchema,
    handler: getGrantDetail,
  });

  route.update('/api/gci/grants/:id', {
    summary: 'Change a grant agreement; audited with before and after',
    params: gciIdParamsSchema,
    body: grantUpdateBodySchema,
    reply: grantDetailSchema,
    handler: changeGrant,
  });

  route.remove('/api/gci/grants/:id', {
    summary: 'Delete a grant agreement and its reimbursements; audited',
    params: gciIdParamsSchema,
    handler: removeGrant,
  });

  route.create('/api/gci/grants/:id/reimbursements', {
    summary: 'Add a reimbursement request (drawdown); refused above what the grant has left; audited',
    params: gciIdParamsSchema,
    body: reimbursementCreateBodySchema,
    reply: grantDetailSchema,
    handler: createReimbursement,
  });

  route.update('/api/gci/grants/:id/reimbursements/:rid', {
    summary: 'Approve, pay or correct a reimbursement; audited',
    params: reimbursementParamsSchema,
    body: reimbursementUpdateBodySchema,
    reply: grantDetailSchema,
    handler: changeReimbursement,
  });

  route.remove('/api/gci/grants/:id/reimbursements/:rid', {
    summary: 'Delete a reimbursement; audited',
    params: reimbursementParamsSchema,
    reply: grantDetailSchema,
    handler: removeReimbursement,
  });
};
