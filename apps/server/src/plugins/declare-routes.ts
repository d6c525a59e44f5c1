import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from './authenticate';

/** The app as an area's routes plugin sees it: zod schemas type each handler's request and reply. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** One route: its OpenAPI words and zod schemas, and what it needs beyond its group's defaults. */
export type RouteSpec = FastifySchema & {
  summary: string;
  description?: string;
  /** The success status when it is not 200 (201 created, 204 nothing to say): set before the handler runs. */
  status?: 201 | 204;
  /** Who may call it, when not the group's access (e.g. an administrators' action in a flag area). */
  access?: RouteAccess;
  /** Its OpenAPI tags, when not the group's. */
  tags?: readonly string[];
};

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  S,
  ZodTypeProvider
>;

type Declare = <const S extends RouteSpec>(url: string, spec: S, handler: Handler<S>) => void;

export type RouteDeclarer = Record<'get' | 'post' | 'put' | 'patch' | 'delete', Declare>;

/**
 * The one way an area declares its routes: a group's policy (config.access, enforced by authenticate.ts)
 * and OpenAPI tags once, then per route its words, schemas and handler. What it registers is what
 * app.get(url, { config: { access }, schema: { tags, ...schemas } }, handler) would.
 */
export function declareRoutes(
  app: ZodApp,
  group: { access: RouteAccess; tags: readonly string[] },
): RouteDeclarer {
  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Declare =>
    (url, spec, handler) => {
      const { status, access, ...schema } = spec;
      // The types were checked at the call (Declare); registering needs none of them.
      const typed = handler as unknown as RouteHandlerMethod;
      const withStatus: RouteHandlerMethod = function (request, reply) {
        void reply.code(status ?? 200);
        return typed.call(this, request, reply);
      };
      const options: RouteOptions = {
        method,
        url,
        config: { access: access ?? group.access },
        schema: { tags: [...group.tags], ...(schema as FastifySchema) },
        handler: status === undefined ? typed : withStatus,
      };
      (app as unknown as FastifyInstance).route(options);
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
