import { facilityUrlBodySchema, facilityUrlSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRoutes } from '../../plugins/declare-routes';
import { getFacilityUrl, updateFacilityUrl } from './facility-url.service';

/** The UPIN facility system address: read by anyone signed in (the UPIN redirect), set by an administrator. */
export const facilityUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: 'signed-in', tags: ['settings'] });

  route.get(
    '/api/settings/facility-system-url',
    {
      summary: "Address template of the facility system the UPIN redirect opens ('{upin}' marks the UPIN)",
      response: { 200: facilityUrlSchema },
    },
    async () => getFacilityUrl(app.ctx),
  );

  route.put(
    '/api/settings/facility-system-url',
    {
      access: 'admin',
      summary: 'Set the facility system address template (http or https)',
      body: facilityUrlBodySchema,
      response: { 200: facilityUrlSchema },
    },
    async (request) => updateFacilityUrl(app.ctx, requireSignedIn(request), request.body.url),
  );
};
