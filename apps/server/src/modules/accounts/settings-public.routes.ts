import { registrationSettingSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../plugins/declare-routes';
import { getRegistrationSetting } from './registration.service';

/** Who may register (public: the registration form says it before anyone registers; an administrator changes it). */
export const settingsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: 'public', tags: ['settings'] });

  route.get(
    '/api/settings/registration',
    {
      summary:
        'Registration mode (closed, domains or approval) and the allowed domains, for the sign-up form',
      response: { 200: registrationSettingSchema },
    },
    async () => getRegistrationSetting(app.ctx.db),
  );
};
