import { can, type AccessAction, type PermissionFlag } from '@bil/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, throwIfRefused, unauthorized } from '../lib/http-errors';
import {
  isSignedIn,
  resolvePrincipal,
  SIGNED_OUT_PRINCIPAL,
  type RequestPrincipal,
  type SignedInPrincipal,
} from '../auth/access.service';

/** Record actions (edit this project, manage that share) are the model policies', asked by the services. */
type RouteAction = AccessAction;

/**
 * What a route needs, declared as `config: { access }` on every /api route:
 * - 'public': anyone (the principal is still resolved, so a handler may look at it)
 * - 'signed-in': any signed-in person
 * - 'admin': administrators (role admin or a system-bypass record)
 * - { flag }: signed in with that permission flag (administrators have every flag)
 * - { action }: signed in and can(principal, action) allows it
 */
export type RouteAccess =
  'public' | 'signed-in' | 'admin' | { flag: PermissionFlag } | { action: RouteAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** false: reading this route does not count as activity for the idle timeout (GET /api/session). */
    sessionActivity?: boolean;
  }
  interface FastifyRequest {
    principal: RequestPrincipal;
    /** The session policy ended this request's session just now (idle or too old): why, in words. */
    sessionEnded: { code: string; message: string } | null;
  }
}

/**
 * /api paths that need no declaration: better-auth (its own session checks), health, the OpenAPI
 * document, and public share endpoints (treated as 'public'). Everything else under /api without
 * a declaration is refused.
 */
const UNDECLARED_OPEN_PREFIXES = ['/api/auth/', '/api/health', '/api/docs'] as const;
const PUBLIC_PREFIX = '/api/public/';

function startsWithAny(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/** The access a route effectively has: its declaration, 'public' under /api/public/, 'open' for infrastructure, else null. */
export function effectiveRouteAccess(
  url: string,
  declared: RouteAccess | undefined,
): RouteAccess | 'open' | null {
  if (declared) return declared;
  if (!url.startsWith('/api/')) return 'open';
  if (url.startsWith(PUBLIC_PREFIX)) return 'public';
  if (startsWithAny(url, UNDECLARED_OPEN_PREFIXES)) return 'open';
  return null;
}

/** The can() action a declared access stands for. */
export function accessActionOf(access: Exclude<RouteAccess, 'public'>): AccessAction {
  if (access === 'signed-in') return 'session.use';
  if (access === 'admin') return 'admin.manage';
  if ('flag' in access) return `flag:${access.flag}`;
  return access.action;
}

/**
 * Resolves each /api request's principal (see resolvePrincipal) and enforces the route's declared
 * access before validation or the handler runs: 401 {error:'Not authenticated'} signed out,
 * 403 {error:'Permission denied'} (or the rule's own words) without the right. Deny by default.
 */
export async function registerAuthentication(app: FastifyInstance): Promise<void> {
  app.decorateRequest('principal', null as unknown as RequestPrincipal);
  app.decorateRequest('sessionEnded', null);

  app.addHook('onRoute', (route) => {
    if (effectiveRouteAccess(route.url, route.config?.access) === null) {
      app.log.error(`${route.url} declares no config.access: every request to it is refused`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    request.principal = SIGNED_OUT_PRINCIPAL;
    const url = request.routeOptions.url;
    if (url === undefined) return; // no route: the not-found handler answers
    const access = effectiveRouteAccess(url, request.routeOptions.config.access);
    if (access === 'open') return;
    if (access === null) {
      request.log.error(`refused ${request.method} ${url}: the route declares no config.access`);
      throw forbidden();
    }
    const activity = request.routeOptions.config.sessionActivity !== false;
    const { principal, setCookies, sessionEnded } = await resolvePrincipal(
      app.ctx,
      fromNodeHeaders(request.headers),
      { activity },
    );
    request.principal = principal;
    request.sessionEnded = sessionEnded ?? null;
    if (setCookies.length > 0) void reply.header('set-cookie', setCookies);
    if (access === 'public') return;
    if (sessionEnded) throw new HttpError(401, sessionEnded.message, { code: sessionEnded.code });
    const decision = can(principal, accessActionOf(access));
    throwIfRefused(decision);
  });
}

/** The signed-in principal of a request whose route requires sign-in (throws 401 otherwise). */
export function requireSignedIn(request: FastifyRequest): SignedInPrincipal {
  const principal = request.principal;
  if (!isSignedIn(principal)) throw unauthorized();
  return principal;
}
