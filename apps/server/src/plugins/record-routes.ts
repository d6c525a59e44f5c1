import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { RequestPrincipal, SignedInPrincipal } from '../auth/access.service';
import { requireSignedIn, type RouteAccess } from './authenticate';
import { declareRoutes, type RouteDeclarer, type RouteSpec, type ZodApp } from './declare-routes';

/** A record route's words and schemas; `reply` is its success answer, `refusals` the other answers it documents. */
export type RecordRouteSchemas = {
  summary: string;
  description?: string;
  access?: RouteAccess;
  tags?: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  reply?: z.ZodType;
  refusals?: Record<number, z.ZodType>;
};

/** The `:name` segments of a URL, in order: '/a/:id/b/:rid' gives ['id', 'rid']. */
type PathKeys<U extends string> = U extends `${string}:${infer K}/${infer Rest}`
  ? [K, ...PathKeys<Rest>]
  : U extends `${string}:${infer K}`
    ? [K]
    : [];

type Out<T> = T extends z.ZodType ? z.output<T> : never;

type PathValues<Keys extends readonly string[], P> = {
  [I in keyof Keys]: Keys[I] extends keyof P ? P[Keys[I]] : never;
};

/** The handler's last argument: the body when the route takes one, else the query when it takes one. */
type InputArg<S extends RecordRouteSchemas> = S extends { body: z.ZodType }
  ? [body: Out<S['body']>]
  : S extends { querystring: z.ZodType }
    ? [query: Out<S['querystring']>]
    : [];

type ReplyOf<S extends RecordRouteSchemas> = S extends { reply: z.ZodType } ? Out<S['reply']> : unknown;

/** A service function as a record route calls it: context, caller, the URL's params in order, then body or query. */
export type RecordHandler<Caller, U extends string, S extends RecordRouteSchemas> = (
  ctx: AppContext,
  caller: Caller,
  ...args: [...PathValues<PathKeys<U>, Out<S['params']>>, ...InputArg<S>]
) => Promise<ReplyOf<S>>;

type RecordVerb<Caller> = <const U extends string, const S extends RecordRouteSchemas>(
  url: U,
  spec: S & { handler: RecordHandler<Caller, U, S> },
) => void;

export type RecordRouteDeclarer = RouteDeclarer & {
  /** GET, 200: handler(ctx, the request's principal, ...params, query?). */
  read: RecordVerb<RequestPrincipal>;
  /** POST, 201: handler(ctx, the signed-in caller, ...params, body?). */
  create: RecordVerb<SignedInPrincipal>;
  /** POST, 200: an action on a record, called as create is. */
  act: RecordVerb<SignedInPrincipal>;
  /** PATCH, 200. */
  update: RecordVerb<SignedInPrincipal>;
  /** PUT, 200. */
  replace: RecordVerb<SignedInPrincipal>;
  /** DELETE: 204 with no answer, or 200 with its reply when it has one. */
  remove: RecordVerb<SignedInPrincipal>;
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const pathKeys = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/**
 * declareRoutes plus the record verbs: an area names per route only its URL, words, schemas and the
 * service function; the verb sets the method and success status, and calls the service with the
 * context, the caller, the URL's params in order and the body (or query). Every route registered is
 * what the equivalent route.get/post/... declaration would register.
 */
export function declareRecordRoutes(
  app: ZodApp,
  group: { access: RouteAccess; tags: readonly string[] },
): RecordRouteDeclarer {
  const route = declareRoutes(app, group);
  const verb =
    <Caller>(
      method: Method,
      caller: (request: FastifyRequest) => Caller,
      status: (hasReply: boolean) => 200 | 201 | 204,
    ): RecordVerb<Caller> =>
    (url, spec) => {
      const { handler, reply, refusals, ...schema } = spec as unknown as RecordRouteSchemas & {
        handler: (...args: unknown[]) => Promise<unknown>;
      };
      const keys = pathKeys(url);
      const input = schema.body ? 'body' : schema.querystring ? 'query' : null;
      const code = status(reply !== undefined);
      const response = reply ? { [code]: reply, ...refusals } : refusals;
      const run: RouteHandlerMethod = async (request) => {
        const params = request.params as Record<string, unknown>;
        const values = keys.map((key) => params[key]);
        const last = input === null ? [] : [request[input]];
        return handler(app.ctx, caller(request), ...values, ...last);
      };
      const declared: RouteSpec = {
        ...schema,
        ...(response ? { response } : {}),
        ...(code === 200 ? {} : { status: code }),
      };
      // The handler's types were checked at the call (RecordVerb); declareRoutes needs none of them.
      (route[method] as (url: string, spec: RouteSpec, handler: RouteHandlerMethod) => void)(
        url,
        declared,
        run,
      );
    };
  const principal = (request: FastifyRequest): RequestPrincipal => request.principal;
  const ok = () => 200 as const;
  return {
    ...route,
    read: verb('get', principal, ok),
    create: verb('post', requireSignedIn, () => 201),
    act: verb('post', requireSignedIn, ok),
    update: verb('patch', requireSignedIn, ok),
    replace: verb('put', requireSignedIn, ok),
    remove: verb('delete', requireSignedIn, (hasReply) => (hasReply ? 200 : 204)),
  };
}
