import { formatTooManyAttempts } from '@bil/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolvePrincipal } from './access.service';
import {
  applyAuthRateLimits,
  findAuthEndpoint,
  noteAuthSuccess,
  SIGN_IN_PATHS,
  prepareAuthBody,
  translateAuthBody,
  type AuthCall,
} from './auth-gateway';

/** better-auth sees exactly the path the allowlist matched, never the client's spelling of it. */
function toFetchRequest(request: FastifyRequest, call: AuthCall, body: unknown): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const url = new URL(`/api/auth${call.path}${call.search}`, `http://${request.headers.host ?? 'localhost'}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  return new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(body) : null });
}

async function sendFetchResponse(
  call: AuthCall,
  response: Response,
  reply: FastifyReply,
  publicUrl: string,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  // Signing out drops what this browser cached of the person's lists (ETag'd answers, see cached-reply.ts).
  if (call.path === '/sign-out' && response.ok) reply.header('clear-site-data', '"cache"');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = response.body ? await response.text() : '';
  return reply.send(text === '' ? null : translateAuthBody(call, response.status, text, publicUrl));
}

// better-auth's endpoints that act with the caller's session: the session policy applies to them as to
// every other route (better-auth alone would still honour a session past its idle timeout).
const SESSION_ENDPOINTS = new Set([
  '/get-session',
  '/change-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
]);

/**
 * better-auth's handler at /api/auth/* for the endpoints this app offers (see auth-gateway), with
 * the sign-in, sign-up and reset rate limits in front and answers in this API's error shape.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const call = findAuthEndpoint(request.method, request.url);
      if (!call) {
        return reply
          .status(404)
          .send({ error: `No route ${request.method} ${request.url.split('?')[0] ?? ''}` });
      }
      if (SESSION_ENDPOINTS.has(call.path) && request.headers.cookie) {
        const { sessionEnded } = await resolvePrincipal(app.ctx, fromNodeHeaders(request.headers), {
          activity: false,
        });
        if (sessionEnded)
          return reply.status(401).send({ error: sessionEnded.message, code: sessionEnded.code });
      }
      const body = prepareAuthBody(call, request.body);
      const limit = await applyAuthRateLimits(app.ctx, call, request.ip, body);
      if (!limit.allowed) {
        const seconds = limit.retryAfterSeconds;
        return reply
          .status(429)
          .header('retry-after', String(seconds))
          .send({ error: formatTooManyAttempts(seconds), retryAfter: seconds });
      }
      if (SIGN_IN_PATHS.has(call.path)) await app.ctx.sso.refresh(app.ctx);
      const response = await app.ctx.auth.handler(toFetchRequest(request, call, body));
      if (response.ok) await noteAuthSuccess(app.ctx, call, request.ip, body);
      return sendFetchResponse(call, response, reply, app.ctx.config.publicUrl);
    },
  });
}
