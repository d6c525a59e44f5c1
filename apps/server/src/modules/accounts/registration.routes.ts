import {
  adminUserParamsSchema,
  adminUserSchema,
  registrationSettingBodySchema,
  registrationSettingSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import {
  approveAccount,
  getRegistrationSetting,
  refuseAccount,
  updateRegistrationSetting,
} from './registration.service';

/** Who may register (administrators set it) and the decisions on waiting accounts: administrators only. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;
  const tags = ['admin'];

  app.get(
    '/api/admin/registration',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Registration mode and allowed domains',
        response: { 200: registrationSettingSchema },
      },
    },
    async () => getRegistrationSetting(app.ctx.db),
  );

  app.put(
    '/api/admin/registration',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set who may register: closed (invitations only), domains (listed domains) or approval',
        body: registrationSettingBodySchema,
        response: { 200: registrationSettingSchema },
      },
    },
    async (request) => updateRegistrationSetting(app.ctx, requireSignedIn(request), request.body),
  );

  app.post(
    '/api/admin/users/:userId/approve',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve a waiting (or refused) registration; the person is told by e-mail',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => approveAccount(app.ctx, requireSignedIn(request), request.params.userId),
  );

  app.post(
    '/api/admin/users/:userId/refuse',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Refuse a waiting registration; the person is told by e-mail',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => refuseAccount(app.ctx, requireSignedIn(request), request.params.userId),
  );
};
