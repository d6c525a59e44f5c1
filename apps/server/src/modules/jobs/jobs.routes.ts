import {
  deadLetterListSchema,
  deadLetterParamsSchema,
  jobListSchema,
  jobNameParamsSchema,
  jobQueuedSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closeSendOnlyQueue } from './job-queue';
import { discardDeadLetter, listDeadLetters, listJobs, retryDeadLetter, runJobNow } from './jobs.service';

/** The admin's jobs screen: schedules, last and next runs, run now, and the dead-letter list. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'admin' } as const;
  const tags = ['admin'];
  app.addHook('onClose', async () => {
    await closeSendOnlyQueue(app.ctx);
  });

  app.get(
    '/api/admin/jobs',
    {
      config,
      schema: {
        tags,
        summary: 'Every background job: schedule, last run, next run',
        response: { 200: jobListSchema },
      },
    },
    async () => listJobs(app.ctx),
  );

  app.post(
    '/api/admin/jobs/:name/run',
    {
      config,
      schema: {
        tags,
        summary: 'Queue a run of the job now',
        params: jobNameParamsSchema,
        response: { 202: jobQueuedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await runJobNow(app.ctx, request.params.name)),
  );

  app.get(
    '/api/admin/jobs/dead-letters',
    {
      config,
      schema: { tags, summary: 'Jobs that failed every attempt', response: { 200: deadLetterListSchema } },
    },
    async () => listDeadLetters(app.ctx),
  );

  app.post(
    '/api/admin/jobs/dead-letters/:id/retry',
    {
      config,
      schema: {
        tags,
        summary: 'Queue a failed job again',
        params: deadLetterParamsSchema,
        response: { 202: jobQueuedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await retryDeadLetter(app.ctx, request.params.id)),
  );

  app.delete(
    '/api/admin/jobs/dead-letters/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Drop a failed job from the list',
        params: deadLetterParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await discardDeadLetter(app.ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
