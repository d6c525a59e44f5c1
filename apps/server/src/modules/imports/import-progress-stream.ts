import { PassThrough } from 'node:stream';
import {
  IMPORT_PROGRESS_TYPE,
  type ImportProgress,
  type ImportReport,
  type ImportStreamLine,
} from '@bil/domain';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-errors';

/** Whether the caller asked for progress lines (the web's import screen does; scripts get plain JSON). */
export function wantsProgress(accept: string | undefined): boolean {
  return (accept ?? '').includes(IMPORT_PROGRESS_TYPE);
}

/**
 * Answers with one JSON line per progress step, then the report (or the error and its status). The
 * progress travels on the request's own connection, so it works behind any number of server processes.
 */
export function streamImport(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  run: (onProgress: (progress: ImportProgress) => void) => Promise<ImportReport>,
): FastifyReply {
  const body = new PassThrough();
  const send = (line: ImportStreamLine) => body.write(`${JSON.stringify(line)}\n`);
  void run((progress) => send({ progress }))
    .then((report) => send({ report }))
    .catch((error: unknown) => {
      if (error instanceof HttpError) send({ error: error.message, status: error.statusCode });
      else {
        log.error({ err: error }, 'import failed');
        send({ error: 'The import failed; nothing was written. Try again.', status: 500 });
      }
    })
    .finally(() => body.end());
  return reply
    .header('content-type', `${IMPORT_PROGRESS_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .send(body);
}
