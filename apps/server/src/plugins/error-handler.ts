import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_ERROR_MESSAGES, HttpError } from '../lib/http-errors';

type Issue = { path: string; message: string };

/** Every error leaves as { error, issues? }: a person's mistake gets a clear 4xx, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const summary = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid request';
      return reply.status(400).send({ error: summary, issues });
    }
    const pgCode = (error as { code?: unknown }).code;
    if (typeof pgCode === 'string' && pgCode in DATABASE_ERROR_MESSAGES) {
      const mapped = DATABASE_ERROR_MESSAGES[pgCode];
      if (mapped) {
        if (mapped.status >= 500) request.log.error({ err: error }, 'database error');
        return reply.status(mapped.status).send({ error: mapped.message });
      }
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: error.message || 'An error occurred.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'An unexpected error occurred.' });
  });
}
