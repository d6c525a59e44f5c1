import { facilityUrlBodySchema, facilityUrlSchema, registrationSettingSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { getFacilityUrl, updateFacilityUrl } from '../projects';
import { getRegistrationSetting } from './registration.service';

/**
 * Settings read outside the admin screens (an administrator changes them): the UPIN facility system address
 * (signed in) and who may register (public: the registration form says it before anyone registers).
 */
export const settingsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(
    '/api/settings/facility-system-url',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Address template of the facility system the UPIN redirect opens ('{upin}' marks the UPIN)",
        response: { 200: facilityUrlSchema },
      },
    },
    async () => getFacilityUrl(app.ctx),
  );

  app.put(
    '/api/settings/facility-system-url',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set the facility system address template (http or https)',
        body: facilityUrlBodySchema,
        response: { 200: facilityUrlSchema },
      },
    },
    async (request) => updateFacilityUrl(app.ctx, requireSignedIn(request), request.body.url),
  );

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
