import {
  publicShareDataSchema,
  publicShareMetaResponseSchema,
  shareIdParamsSchema,
  shareVerifyBodySchema,
  shareVerifyResponseSchema,
} from '@bil/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getPublicShareData,
  getPublicShareMeta,
  grantCookiePath,
  SHARE_GRANT_COOKIE,
  verifySharePasswordAttempt,
} from './share-access.service';
import { SHARE_ACCESS_GRANT_SECONDS } from '@bil/domain';
import { registerSharingErrors } from './sharing-errors';
import { sendCachedJson } from '../../lib/cached-reply';
import { declareRoutes } from '../../plugins/declare-routes';

const tags = ['public sharing'];
const publicAccess = { access: 'public' } as const;
const message = z.looseObject({ error: z.string(), message: z.string() });

// Share data can be large (a dashboard of every grant): written as it is built, like the analytics routes.
const serializeAsIs = () => (data: unknown) => JSON.stringify(data);

/** Every share_grant cookie sent (the path attribute should leave one, but a browser may hold more). */
function readGrantCookies(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  const grants: string[] = [];
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    const grant = value.join('=');
    if (name === SHARE_GRANT_COOKIE && grant !== '' && grants.length < 5) grants.push(grant);
  }
  return grants;
}

/** HttpOnly, SameSite=Strict, one hour, and only sent to this share's public routes. */
function setGrantCookie(reply: FastifyReply, token: string, grant: string, secure: boolean): void {
  const attributes = [
    `${SHARE_GRANT_COOKIE}=${grant}`,
    `Path=${grantCookiePath(token)}`,
    `Max-Age=${SHARE_ACCESS_GRANT_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
}

/** /api/public/shares: what a visitor without an account may read of a share. POST so nothing is cached. */
export const publicSharesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSharingErrors(app);
  const secureCookies = app.ctx.config.publicUrl.startsWith('https://');
  const route = declareRoutes(app, { ...publicAccess, tags });

  route.post(
    '/api/public/shares/:shareId/meta',
    {
      summary:
        'Header and password-gate facts of a share, and whether this visitor may read it now; 404 when revoked, deleted or unknown',
      params: shareIdParamsSchema,
      response: { 200: publicShareMetaResponseSchema, 404: message, 429: message },
    },
    async (request) =>
      getPublicShareMeta(app.ctx, request.params.shareId, readGrantCookies(request), request.ip),
  );

  route.post(
    '/api/public/shares/:shareId/verify',
    {
      summary: 'Check a share password; when right, sets a one-hour access grant cookie for this share only',
      description:
        'Failures are limited per share and address, per address, and per share for everyone (a far higher ceiling): 429 "Please try again in N seconds" with Retry-After.',
      params: shareIdParamsSchema,
      body: shareVerifyBodySchema,
      response: { 200: shareVerifyResponseSchema, 404: message, 429: message },
    },
    async (request, reply) => {
      const { shareId } = request.params;
      const result = await verifySharePasswordAttempt(app.ctx, shareId, request.body.password, request.ip);
      if (result.grant !== null) setGrantCookie(reply, shareId, result.grant, secureCookies);
      return { valid: result.valid };
    },
  );

  app.post(
    '/api/public/shares/:shareId/data',
    {
      config: publicAccess,
      serializerCompiler: serializeAsIs,
      schema: {
        tags,
        summary: "A share's content by kind; counts one view",
        description:
          '401 "Password required" without a valid grant for a protected share; 410 {message:"expired", expires}; 404 when revoked, deleted or unknown.',
        params: shareIdParamsSchema,
        response: { 200: publicShareDataSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await getPublicShareData(app.ctx, request.params.shareId, readGrantCookies(request), request.ip),
        // Cached on the server only: a visitor's browser keeps no copy of a (possibly protected) share.
        'no-store',
      ),
  );
};
