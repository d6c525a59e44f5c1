import {
  adminCreateUserBodySchema,
  adminUpdateUserBodySchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  permissionsMatrixSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRoutes } from '../../plugins/declare-routes';
import { createUser, listPermissionsMatrix, listUsers, updateUser } from './admin-users.service';

/** User management and the permissions matrix: administrators only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: 'admin', tags: ['admin'] });

  route.get(
    '/api/admin/users',
    {
      summary: 'Accounts, paged and searchable',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserPageSchema },
    },
    async (request) => listUsers(app.ctx, request.query),
  );

  route.post(
    '/api/admin/users',
    {
      summary: 'Create an account (with a password) or invite one (without)',
      body: adminCreateUserBodySchema,
      status: 201,
      response: { 201: adminUserSchema },
    },
    async (request) => createUser(app.ctx, requireSignedIn(request), request.body),
  );

  route.patch(
    '/api/admin/users/:userId',
    {
      summary: 'Change role, PM name, display name, flags, confirmation or disabled state',
      params: adminUserParamsSchema,
      body: adminUpdateUserBodySchema,
      response: { 200: adminUserSchema },
    },
    async (request) => updateUser(app.ctx, requireSignedIn(request), request.params.userId, request.body),
  );

  route.get(
    '/api/admin/permissions',
    {
      summary: 'Users x permission flags (effective flags)',
      querystring: adminUserListQuerySchema,
      response: { 200: permissionsMatrixSchema },
    },
    async (request) => listPermissionsMatrix(app.ctx, request.query),
  );
};
