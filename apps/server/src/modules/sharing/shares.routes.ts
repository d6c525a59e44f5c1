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
import { declareRecordRoutes } from '../../plugins/record-routes';
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

// Refusals: { error, message } (plus issues on 400); the 401 of the session guard has error only.
const message = z.looseObject({ error: z.string(), message: z.string().optional() });
const refusals = { 400: message, 401: message, 403: message };

/** /api/shares: creating and managing public links (signed in; the services check what may be shared). */
export const sharesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSharingErrors(app, { 'POST /api/shares/chart': SHARE_MESSAGES.signInToShareChart });
  const route = declareRecordRoutes(app, { access: 'signed-in', tags: ['sharing'] });

  route.create('/api/shares/chart', {
    summary: 'Share one chart (live, over the projects it shows, cut to the caller scope)',
    body: chartShareBodySchema,
    reply: shareCreatedSchema,
    refusals,
    handler: createChartShare,
  });

  route.create('/api/shares/chart-group', {
    summary: 'Share a group of charts, optionally static, password-protected and expiring',
    body: chartGroupShareBodySchema,
    reply: shareCreatedSchema,
    refusals,
    handler: createChartGroupShare,
  });

  route.post(
    '/api/shares/project-page',
    {
      summary: 'Share a project page (administrators and PMs; the selection is resolved and cut now)',
      body: projectPageShareBodySchema,
      status: 201,
      response: { 201: shareCreatedSchema, ...refusals },
    },
    async (request) => {
      const { selection, ...body } = request.body;
      return createProjectPageShare(app.ctx, requireSignedIn(request), {
        ...body,
        selection: {
          projectIds: selection.project_ids,
          grantNumbers: selection.grant_numbers,
          tdotPms: selection.tdot_pms,
          airportCodes: selection.airport_codes,
        },
      });
    },
  );

  route.create('/api/shares/pm-page', {
    summary: "Share a PM's dashboard (administrators any PM; a PM only their own)",
    body: pmPageShareBodySchema,
    reply: shareCreatedSchema,
    refusals: { ...refusals, 404: message },
    handler: createPmPageShare,
  });

  route.create('/api/shares/pm-management', {
    summary: 'Share the PM Management page (administrators and PMs)',
    body: pmManagementShareBodySchema,
    reply: shareCreatedSchema,
    refusals,
    handler: createPmManagementShare,
  });

  route.create('/api/shares/executive', {
    summary: 'Share the executive overview (administrators), optionally password-protected and expiring',
    body: executiveShareBodySchema,
    reply: shareCreatedSchema,
    refusals,
    handler: createExecutiveShare,
  });

  route.create('/api/shares/dbe-chart', {
    summary: 'Share one DBE analytics chart (whoever may read DBE analytics), with password and expiry',
    body: dbeChartShareBodySchema,
    reply: shareCreatedSchema,
    refusals,
    handler: createDbeChartShare,
  });

  route.get(
    '/api/shares',
    {
      summary: "The caller's shares (administrators: everyone's), newest first",
      response: { 200: shareListSchema },
    },
    async (request) => listShares(app.ctx, requireSignedIn(request)),
  );

  route.update('/api/shares/:shareId', {
    summary: 'Change the expiry or password of a share (owner or administrator); null removes it',
    params: shareIdParamsSchema,
    body: sharePatchBodySchema,
    reply: shareListItemSchema,
    refusals: { ...refusals, 404: message },
    handler: patchShare,
  });

  route.act('/api/shares/:shareId/revoke', {
    summary: 'Revoke a share: its link answers 404 from now on (owner or administrator)',
    params: shareIdParamsSchema,
    reply: shareListItemSchema,
    refusals: { 401: message, 403: message, 404: message },
    handler: revokeShare,
  });

  route.delete(
    '/api/shares/:shareId',
    {
      summary: 'Delete a share (owner or administrator)',
      params: shareIdParamsSchema,
      status: 204,
      response: { 204: z.null(), 401: message, 403: message, 404: message },
    },
    async (request) => {
      await deleteShare(app.ctx, requireSignedIn(request), request.params.shareId);
      return null;
    },
  );
};
