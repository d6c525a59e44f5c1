import {
  adminUserParamsSchema,
  adminUserSchema,
  registrationSettingBodySchema,
  registrationSettingSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRoutes } from '../../plugins/declare-routes';
import {
  approveAccount,
  getRegistrationSetting,
  refuseAccount,
  updateRegistrationSetting,
} from './registration.service';

/** Who may register (administrators set it) and the decisions on waiting accounts: administrators only. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: 'admin', tags: ['admin'] });

  route.get(
    '/api/admin/registration',
    { summary: 'Registration mode and allowed domains', response: { 200: registrationSettingSchema } },
    async () => getRegistrationSetting(app.ctx.db),
  );

  route.put(
    '/api/admin/registration',
    {
      summary: 'Set who may register: closed (invitations only), domains (listed domains) or approval',
      body: registrationSettingBodySchema,
      response: { 200: registrationSettingSchema },
    },
    async (request) => updateRegistrationSetting(app.ctx, requireSignedIn(request), request.body),
  );

  route.post(
    '/api/admin/users/:userId/approve',
    {
      summary: 'Approve a waiting (or refused) registration; the person is told by e-mail',
      params: adminUserParamsSchema,
      response: { 200: adminUserSchema },
    },
    async (request) => approveAccount(app.ctx, requireSignedIn(request), request.params.userId),
  );

  route.post(
    '/api/admin/users/:userId/refuse',
    {
      summary: 'Refuse a waiting registration; the person is told by e-mail',
      params: adminUserParamsSchema,
      response: { 200: adminUserSchema },
    },
    async (request) => refuseAccount(app.ctx, requireSignedIn(request), request.params.userId),
  );
};
