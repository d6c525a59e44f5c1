import {
  deadLetterListSchema,
  deadLetterParamsSchema,
  jobListSchema,
  jobNameParamsSchema,
  jobQueuedSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../plugins/declare-routes';
import { z } from 'zod';
import { closeSendOnlyQueue } from './job-queue';
import { discardDeadLetter, listDeadLetters, listJobs, retryDeadLetter, runJobNow } from './jobs.service';

/** The admin's jobs screen: schedules, last and next runs, run now, and the dead-letter list. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: 'admin', tags: ['admin'] });
  app.addHook('onClose', async () => {
    await closeSendOnlyQueue(app.ctx);
  });

  route.get(
    '/api/admin/jobs',
    { summary: 'Every background job: schedule, last run, next run', response: { 200: jobListSchema } },
    async () => listJobs(app.ctx),
  );

  route.post(
    '/api/admin/jobs/:name/run',
    {
      summary: 'Queue a run of the job now',
      params: jobNameParamsSchema,
      response: { 202: jobQueuedSchema },
    },
    async (request, reply) => reply.code(202).send(await runJobNow(app.ctx, request.params.name)),
  );

  route.get(
    '/api/admin/jobs/dead-letters',
    { summary: 'Jobs that failed every attempt', response: { 200: deadLetterListSchema } },
    async () => listDeadLetters(app.ctx),
  );

  route.post(
    '/api/admin/jobs/dead-letters/:id/retry',
    {
      summary: 'Queue a failed job again',
      params: deadLetterParamsSchema,
      response: { 202: jobQueuedSchema },
    },
    async (request, reply) => reply.code(202).send(await retryDeadLetter(app.ctx, request.params.id)),
  );

  route.delete(
    '/api/admin/jobs/dead-letters/:id',
    {
      summary: 'Drop a failed job from the list',
      params: deadLetterParamsSchema,
      status: 204,
      response: { 204: z.null() },
    },
    async (request) => {
      await discardDeadLetter(app.ctx, request.params.id);
      return null;
    },
  );
};
