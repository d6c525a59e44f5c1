import { meResponseSchema, updateMeBodySchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { presentMe } from './access.presenter';
import { updateMyDisplayName } from '../../auth/access.service';

/** The signed-in person: identity, role, flags and abilities (read fresh on every request). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      config: { access: { action: 'session.read' } },
      schema: {
        tags: ['me'],
        summary:
          'The signed-in person, their flags and abilities (also for a registration awaiting approval)',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => presentMe(requireSignedIn(request)),
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['me'],
        summary: 'Change my display name (blank clears it)',
        body: updateMeBodySchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const principal = requireSignedIn(request);
      const displayName = await updateMyDisplayName(app.ctx, principal, request.body);
      return presentMe({ ...principal, displayName, user: { ...principal.user, name: displayName ?? '' } });
    },
  );
};
