import {
  adminUserParamsSchema,
  adminUserSchema,
  registrationSettingBodySchema,
  registrationSettingSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import {
  approveAccount,
  getRegistrationSetting,
  refuseAccount,
  updateRegistrationSetting,
} from './registration.service';

/** Who may register (administrators set it) and the decisions on waiting accounts: administrators only. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: 'admin', tags: ['admin'] });

  route.get(
    '/api/admin/registration',
    { summary: 'Registration mode and allowed domains', response: { 200: registrationSettingSchema } },
    async () => getRegistrationSetting(app.ctx.db),
  );

  route.replace('/api/admin/registration', {
    summary: 'Set who may register: closed (invitations only), domains (listed domains) or approval',
    body: registrationSettingBodySchema,
    reply: registrationSettingSchema,
    handler: updateRegistrationSetting,
  });

  route.act('/api/admin/users/:userId/approve', {
    summary: 'Approve a waiting (or refused) registration; the person is told by e-mail',
    params: adminUserParamsSchema,
    reply: adminUserSchema,
    handler: approveAccount,
  });

  route.act('/api/admin/users/:userId/refuse', {
    summary: 'Refuse a waiting registration; the person is told by e-mail',
    params: adminUserParamsSchema,
    reply: adminUserSchema,
    handler: refuseAccount,
  });
};
