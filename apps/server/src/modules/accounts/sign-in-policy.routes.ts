import { adminUserParamsSchema, adminUserSchema, signInPolicySchema } from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSignInPolicy, saveSignInPolicy } from '../../auth/sign-in-policy.service';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { resetTwoFactor } from './two-factor-reset.service';

/** The sign-in policy (second factor, session limits) and resetting a person's second factor: administrators. */
export const signInPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: 'admin', tags: ['admin'] });

  route.get(
    '/api/admin/sign-in-policy',
    {
      summary: 'Who must use two-factor sign-in, the idle timeout and the session lifetime',
      response: { 200: signInPolicySchema },
    },
    async () => getSignInPolicy(app.ctx),
  );

  route.put(
    '/api/admin/sign-in-policy',
    {
      summary: 'Change the sign-in policy (applies at every session’s next request)',
      body: signInPolicySchema,
      response: { 200: signInPolicySchema },
    },
    async (request) => saveSignInPolicy(app.ctx, requireSignedIn(request).userId, request.body),
  );

  route.act('/api/admin/users/:userId/two-factor/reset', {
    summary: 'Forget a person’s authenticator and recovery codes and end their sessions (audited)',
    params: adminUserParamsSchema,
    reply: adminUserSchema,
    handler: resetTwoFactor,
  });
};
