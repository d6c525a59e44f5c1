import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';

/**
 * Sharing answers carry `message` (the sharing contract) beside the app-wide `error` (the services throw
 * shareError for that): validation failures become 400 with the first SPEC §5 message as it is, and a
 * route may name its own words for a signed-out caller. Everything is rethrown to the app's error
 * handler, which writes the response.
 */
export function registerSharingErrors(
  app: FastifyInstance,
  signedOutMessages: Record<string, string> = {},
): void {
  app.setErrorHandler((error, request, reply) => {
    const retryAfter = error instanceof HttpError ? error.details?.retryAfterSeconds : undefined;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(Math.ceil(retryAfter)));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const message = issues[0]?.message ?? 'Invalid request';
      throw new HttpError(400, message, { message, issues });
    }
    const signedOut = signedOutMessages[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (error instanceof HttpError && error.statusCode === 401 && signedOut !== undefined) {
      throw new HttpError(401, signedOut, { message: signedOut });
    }
    throw error;
  });
}
