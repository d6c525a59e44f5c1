import { signInOptionsSchema, ssoSettingsBodySchema, ssoSettingsViewSchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { getSignInOptions, getSignInSettings, updateSignInSettings } from './sign-in-settings.service';

/** Administration > Sign-in (single sign-on), and the public "Sign in with <name>" the sign-in page shows. */
export const signInSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: 'admin', tags: ['admin'] });

  route.get(
    '/api/admin/sign-in',
    {
      summary: 'Single sign-on settings (never the client secret)',
      response: { 200: ssoSettingsViewSchema },
    },
    async () => getSignInSettings(app.ctx),
  );

  route.replace('/api/admin/sign-in', {
    summary: 'Change single sign-on (the client secret only when sent; kept encrypted)',
    body: ssoSettingsBodySchema,
    reply: ssoSettingsViewSchema,
    handler: updateSignInSettings,
  });

  route.get(
    '/api/settings/sign-in',
    {
      access: 'public',
      tags: ['settings'],
      summary: 'Sign-in options the sign-in page offers',
      response: { 200: signInOptionsSchema },
    },
    async () => getSignInOptions(app.ctx),
  );
};
