import { meResponseSchema, sessionResponseSchema, updateMeBodySchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { HttpError } from '../../lib/http-errors';
import { presentMe } from './access.presenter';
import { isSignedIn } from '../../auth/access.service';
import { updateMyDisplayName } from './me.service';

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

  // The web's one read of who is signed in: get-session and /api/me in one answer, so a page load waits for
  // one round trip, not two in turn. A visitor gets null with 200 (no failed request in the console). The
  // session is read as for every route (authenticate.ts), which extends one old enough and sets its cookie.
  app.get(
    '/api/session',
    {
      // The web's timer reads it to learn when the session ends: that is not activity (idle timeout).
      config: { access: 'public', sessionActivity: false },
      schema: {
        tags: ['me'],
        summary:
          'The signed-in person (as GET /api/me) and when the session ends; null when signed out or disabled; 401 with a code (SESSION_IDLE, SESSION_EXPIRED) when the session policy has just ended the session',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      if (request.sessionEnded) {
        const { code, message } = request.sessionEnded;
        throw new HttpError(401, message, { code });
      }
      const principal = request.principal;
      if (!isSignedIn(principal)) return null;
      return { me: presentMe(principal), expiresAt: principal.sessionExpiresAt };
    },
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
