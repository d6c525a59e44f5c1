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
import { declareRecordRoutes } from '../../plugins/record-routes';
import { deleteProject, forceDeleteProject } from './projects-delete.service';
import { createProject, updateProject } from './projects-write.service';
import { sendCachedJson } from '../../lib/cached-reply';
import { getProject, getProjectPageBody, listGrantCounts } from './projects.service';
import { getProjectHistory } from './project-history.service';

/** The BIL projects: list, read, create, edit, delete. Write rules (SPEC §5/§6) are decided per project by the services. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_bil_projects' }, tags: ['projects'] });

  route.get(
    '/api/projects',
    {
      summary: 'Projects in grant order (descending, none last), paged; a PM sees only their own',
      querystring: projectListQuerySchema,
      response: { 200: projectPageSchema },
    },
    // Up to 5,000 rows, sent as the JSON text the service builds and caches per data version (already
    // compressed, with an ETag for 304s); projectPageSchema above documents it and the tests check it.
    async (request, reply) =>
      sendCachedJson(request, reply, await getProjectPageBody(app.ctx, request.principal, request.query)),
  );

  route.read('/api/projects/grant-counts', {
    summary: 'Number of projects per grant (same visibility as the list)',
    reply: grantCountsSchema,
    handler: listGrantCounts,
  });

  route.read('/api/projects/:id', {
    summary: 'One project, with the name of its creator',
    params: projectParamsSchema,
    reply: projectDetailsSchema,
    handler: getProject,
  });

  route.read('/api/projects/:id/history', {
    summary: "The project's changes, newest first, field by field in words (paged)",
    params: projectParamsSchema,
    querystring: projectHistoryQuerySchema,
    reply: projectHistoryPageSchema,
    handler: getProjectHistory,
  });

  route.create('/api/projects', {
    access: 'signed-in',
    summary: 'Create a project',
    body: projectCreateBodySchema,
    reply: projectSchema,
    handler: createProject,
  });

  route.update('/api/projects/:id', {
    access: 'signed-in',
    summary: 'Edit a project: send the version you opened and the changed fields (409 if it changed since)',
    params: projectParamsSchema,
    body: projectUpdateBodySchema,
    reply: projectSchema,
    handler: updateProject,
  });

  route.delete(
    '/api/projects/:id',
    {
      access: 'signed-in',
      summary: 'Delete a project (administrators; a PM with can_delete_own_projects, their own)',
      params: projectParamsSchema,
      body: projectDeleteBodySchema,
      response: { 200: projectDeletedSchema },
    },
    async (request) =>
      deleteProject(app.ctx, requireSignedIn(request), request.params.id, request.body?.reason ?? null),
  );

  route.post(
    '/api/projects/:id/force-delete',
    {
      access: 'signed-in',
      summary: 'Force delete a project (administrators only, with a reason)',
      params: projectParamsSchema,
      body: requiredReasonBodySchema,
      response: { 200: projectDeletedSchema },
    },
    async (request) =>
      forceDeleteProject(app.ctx, requireSignedIn(request), request.params.id, request.body.reason),
  );
};
