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
import { createUser, listPermissionsMatrix, listUsers, updateUser } from './admin-users.service';

/** User management and the permissions matrix: administrators only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'admin' } as const;
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Accounts, paged and searchable',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listUsers(app.ctx, request.query),
  );

  app.post(
    '/api/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Create an account (with a password) or invite one (without)',
        body: adminCreateUserBodySchema,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.ctx, requireSignedIn(request), request.body)),
  );

  app.patch(
    '/api/admin/users/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Change role, PM name, display name, flags, confirmation or disabled state',
        params: adminUserParamsSchema,
        body: adminUpdateUserBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => updateUser(app.ctx, requireSignedIn(request), request.params.userId, request.body),
  );

  app.get(
    '/api/admin/permissions',
    {
      config,
      schema: {
        tags,
        summary: 'Users x permission flags (effective flags)',
        querystring: adminUserListQuerySchema,
        response: { 200: permissionsMatrixSchema },
      },
    },
    async (request) => listPermissionsMatrix(app.ctx, request.query),
  );
};
