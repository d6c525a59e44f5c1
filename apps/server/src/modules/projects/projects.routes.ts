import {
  grantCountsSchema,
  projectCreateBodySchema,
  projectDeleteBodySchema,
  projectDeletedSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectParamsSchema,
  projectDetailsSchema,
  projectHistoryPageSchema,
  projectHistoryQuerySchema,
  projectSchema,
  projectUpdateBodySchema,
  requiredReasonBodySchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { deleteProject, forceDeleteProject } from './projects-delete.service';
import { createProject, updateProject } from './projects-write.service';
import { sendCachedJson } from '../../lib/cached-reply';
import { getProject, getProjectPageBody, listGrantCounts } from './projects.service';
import { getProjectHistory } from './project-history.service';

/** The BIL projects: list, read, create, edit, delete. Write rules (SPEC §5/§6) are decided per project by the services. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { access: { flag: 'can_access_bil_projects' } } as const;
  const write = { access: 'signed-in' } as const;
  const tags = ['projects'];

  app.get(
    '/api/projects',
    {
      config: read,
      schema: {
        tags,
        summary: 'Projects in grant order (descending, none last), paged; a PM sees only their own',
        querystring: projectListQuerySchema,
        response: { 200: projectPageSchema },
      },
    },
    // Up to 5,000 rows, sent as the JSON text the service builds and caches per data version (already
    // compressed, with an ETag for 304s); projectPageSchema above documents it and the tests check it.
    async (request, reply) =>
      sendCachedJson(request, reply, await getProjectPageBody(app.ctx, request.principal, request.query)),
  );

  app.get(
    '/api/projects/grant-counts',
    {
      config: read,
      schema: {
        tags,
        summary: 'Number of projects per grant (same visibility as the list)',
        response: { 200: grantCountsSchema },
      },
    },
    async (request) => listGrantCounts(app.ctx, request.principal),
  );

  app.get(
    '/api/projects/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One project, with the name of its creator',
        params: projectParamsSchema,
        response: { 200: projectDetailsSchema },
      },
    },
    async (request) => getProject(app.ctx, request.principal, request.params.id),
  );

  app.get(
    '/api/projects/:id/history',
    {
      config: read,
      schema: {
        tags,
        summary: "The project's changes, newest first, field by field in words (paged)",
        params: projectParamsSchema,
        querystring: projectHistoryQuerySchema,
        response: { 200: projectHistoryPageSchema },
      },
    },
    async (request) => getProjectHistory(app.ctx, request.principal, request.params.id, request.query),
  );

  app.post(
    '/api/projects',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a project',
        body: projectCreateBodySchema,
        response: { 201: projectSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(app.ctx, requireSignedIn(request), request.body)),
  );

  app.patch(
    '/api/projects/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Edit a project: send the version you opened and the changed fields (409 if it changed since)',
        params: projectParamsSchema,
        body: projectUpdateBodySchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => updateProject(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/projects/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a project (administrators; a PM with can_delete_own_projects, their own)',
        params: projectParamsSchema,
        body: projectDeleteBodySchema,
        response: { 200: projectDeletedSchema },
      },
    },
    async (request) =>
      deleteProject(app.ctx, requireSignedIn(request), request.params.id, request.body?.reason ?? null),
  );

  app.post(
    '/api/projects/:id/force-delete',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Force delete a project (administrators only, with a reason)',
        params: projectParamsSchema,
        body: requiredReasonBodySchema,
        response: { 200: projectDeletedSchema },
      },
    },
    async (request) =>
      forceDeleteProject(app.ctx, requireSignedIn(request), request.params.id, request.body.reason),
  );
};
