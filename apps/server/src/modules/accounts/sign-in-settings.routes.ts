import { signInOptionsSchema, ssoSettingsBodySchema, ssoSettingsViewSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { getSignInOptions, getSignInSettings, updateSignInSettings } from './sign-in-settings.service';

/** Administration > Sign-in (single sign-on), and the public "Sign in with <name>" the sign-in page shows. */
export const signInSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/admin/sign-in',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Single sign-on settings (never the client secret)',
        response: { 200: ssoSettingsViewSchema },
      },
    },
    async () => getSignInSettings(app.ctx),
  );

  app.put(
    '/api/admin/sign-in',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Change single sign-on (the client secret only when sent; kept encrypted)',
        body: ssoSettingsBodySchema,
        response: { 200: ssoSettingsViewSchema },
      },
    },
    async (request) => updateSignInSettings(app.ctx, requireSignedIn(request), request.body),
  );

  app.get(
    '/api/settings/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Sign-in options the sign-in page offers',
        response: { 200: signInOptionsSchema },
      },
    },
    async () => getSignInOptions(app.ctx),
  );
};
