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
import { declareRecordRoutes } from '../../plugins/record-routes';
import { createUser, listPermissionsMatrix, listUsers, updateUser } from './admin-users.service';

/** User management and the permissions matrix: administrators only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: 'admin', tags: ['admin'] });

  route.get(
    '/api/admin/users',
    {
      summary: 'Accounts, paged and searchable',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserPageSchema },
    },
    async (request) => listUsers(app.ctx, request.query),
  );

  route.create('/api/admin/users', {
    summary: 'Create an account (with a password) or invite one (without)',
    body: adminCreateUserBodySchema,
    reply: adminUserSchema,
    handler: createUser,
  });

  route.update('/api/admin/users/:userId', {
    summary: 'Change role, PM name, display name, flags, confirmation or disabled state',
    params: adminUserParamsSchema,
    body: adminUpdateUserBodySchema,
    reply: adminUserSchema,
    handler: updateUser,
  });

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
