import { registrationSettingSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRegistrationSetting } from './registration.service';

/** Who may register (public: the registration form says it before anyone registers; an administrator changes it). */
export const settingsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(
    '/api/settings/registration',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Registration mode (closed, domains or approval) and the allowed domains, for the sign-up form',
        response: { 200: registrationSettingSchema },
      },
    },
    async () => getRegistrationSetting(app.ctx.db),
  );
};
