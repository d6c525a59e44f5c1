import {
  chartGroupShareBodySchema,
  chartShareBodySchema,
  dbeChartShareBodySchema,
  executiveShareBodySchema,
  pmManagementShareBodySchema,
  pmPageShareBodySchema,
  projectPageShareBodySchema,
  SHARE_MESSAGES,
  shareCreatedSchema,
  shareIdParamsSchema,
  shareListItemSchema,
  shareListSchema,
  sharePatchBodySchema,
} from '@bil/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import {
  createChartGroupShare,
  createChartShare,
  createDbeChartShare,
  createExecutiveShare,
  createPmManagementShare,
  createPmPageShare,
  createProjectPageShare,
} from './shares.service';
import { deleteShare, listShares, patchShare, revokeShare } from './shares-manage.service';
import { registerSharingErrors } from './sharing-errors';

const tags = ['sharing'];
const signedIn = { access: 'signed-in' } as const;
// Refusals: { error, message } (plus issues on 400); the 401 of the session guard has error only.
const message = z.looseObject({ error: z.string(), message: z.string().optional() });
const refusals = { 400: message, 401: message, 403: message };

/** /api/shares: creating and managing public links (signed in; the services check what may be shared). */
export const sharesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSharingErrors(app, { 'POST /api/shares/chart': SHARE_MESSAGES.signInToShareChart });

  app.post(
    '/api/shares/chart',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Share one chart (live, over the projects it shows, cut to the caller scope)',
        body: chartShareBodySchema,
        response: { 201: shareCreatedSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createChartShare(app.ctx, requireSignedIn(request), request.body)),
  );

  app.post(
    '/api/shares/chart-group',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Share a group of charts, optionally static, password-protected and expiring',
        body: chartGroupShareBodySchema,
        response: { 201: shareCreatedSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createChartGroupShare(app.ctx, requireSignedIn(request), request.body)),
  );

  app.post(
    '/api/shares/project-page',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Share a project page (administrators and PMs; the selection is resolved and cut now)',
        body: projectPageShareBodySchema,
        response: { 201: shareCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { selection, ...body } = request.body;
      const created = await createProjectPageShare(app.ctx, requireSignedIn(request), {
        ...body,
        selection: {
          projectIds: selection.project_ids,
          grantNumbers: selection.grant_numbers,
          tdotPms: selection.tdot_pms,
          airportCodes: selection.airport_codes,
        },
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/shares/pm-page',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Share a PM's dashboard (administrators any PM; a PM only their own)",
        body: pmPageShareBodySchema,
        response: { 201: shareCreatedSchema, ...refusals, 404: message },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPmPageShare(app.ctx, requireSignedIn(request), request.body)),
  );

  app.post(
    '/api/shares/pm-management',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Share the PM Management page (administrators and PMs)',
        body: pmManagementShareBodySchema,
        response: { 201: shareCreatedSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPmManagementShare(app.ctx, requireSignedIn(request), request.body)),
  );

  app.post(
    '/api/shares/executive',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Share the executive overview (administrators), optionally password-protected and expiring',
        body: executiveShareBodySchema,
        response: { 201: shareCreatedSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createExecutiveShare(app.ctx, requireSignedIn(request), request.body)),
  );

  app.post(
    '/api/shares/dbe-chart',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Share one DBE analytics chart (whoever may read DBE analytics), with password and expiry',
        body: dbeChartShareBodySchema,
        response: { 201: shareCreatedSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDbeChartShare(app.ctx, requireSignedIn(request), request.body)),
  );

  app.get(
    '/api/shares',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The caller's shares (administrators: everyone's), newest first",
        response: { 200: shareListSchema },
      },
    },
    async (request) => listShares(app.ctx, requireSignedIn(request)),
  );

  app.patch(
    '/api/shares/:shareId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change the expiry or password of a share (owner or administrator); null removes it',
        params: shareIdParamsSchema,
        body: sharePatchBodySchema,
        response: { 200: shareListItemSchema, ...refusals, 404: message },
      },
    },
    async (request) => patchShare(app.ctx, requireSignedIn(request), request.params.shareId, request.body),
  );

  app.post(
    '/api/shares/:shareId/revoke',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Revoke a share: its link answers 404 from now on (owner or administrator)',
        params: shareIdParamsSchema,
        response: { 200: shareListItemSchema, 401: message, 403: message, 404: message },
      },
    },
    async (request) => revokeShare(app.ctx, requireSignedIn(request), request.params.shareId),
  );

  app.delete(
    '/api/shares/:shareId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete a share (owner or administrator)',
        params: shareIdParamsSchema,
        response: { 204: z.null(), 401: message, 403: message, 404: message },
      },
    },
    async (request, reply) => {
      await deleteShare(app.ctx, requireSignedIn(request), request.params.shareId);
      return reply.status(204).send(null);
    },
  );
};
