import { grantDeletedSchema, grantParamsSchema, requiredReasonBodySchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRoutes } from '../../plugins/declare-routes';
import { deleteGrant } from './grants.service';

/** Grants as a whole: deleting one removes all its projects (administrators only). */
export const grantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: 'admin', tags: ['grants'] });

  route.delete(
    '/api/grants/:grantNumber',
    {
      summary: 'Delete every project of a grant, with a reason (404 when it has none)',
      params: grantParamsSchema,
      body: requiredReasonBodySchema,
      response: { 200: grantDeletedSchema },
    },
    async (request) =>
      deleteGrant(app.ctx, requireSignedIn(request), request.params.grantNumber, request.body.reason),
  );
};
