import {
  projectTableGroupsSchema,
  projectTableOptionsQuerySchema,
  projectTableOptionsSchema,
  projectTableOutlineSchema,
  projectTablePositionQuerySchema,
  projectTablePositionSchema,
  projectTableQuerySchema,
  projectTableRowsSchema,
  projectTableWindowQuerySchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { sendCachedJson } from '../../lib/cached-reply';
import {
  getProjectTableGroups,
  getProjectTableOptions,
  getProjectTableOutline,
  getProjectTablePosition,
  getProjectTableRows,
} from './project-table.service';

/**
 * The /bil/projects table, worked out on the server: the outline (groups in order and counts), windows of
 * group sums and of rows as they come into view, and the filter options. Same visibility as the list.
 */
export const projectTableRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_bil_projects' }, tags: ['projects'] });

  route.get(
    '/api/projects/table',
    {
      summary: 'The matching groups in table order with their project counts (search and filters applied)',
      querystring: projectTableQuerySchema,
      response: { 200: projectTableOutlineSchema },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await getProjectTableOutline(app.ctx, request.principal, request.query)),
  );

  route.get(
    '/api/projects/table/groups',
    {
      summary: 'A window of matching groups: BIL application numbers, count, BIL and total sums',
      querystring: projectTableWindowQuerySchema,
      response: { 200: projectTableGroupsSchema },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await getProjectTableGroups(app.ctx, request.principal, request.query)),
  );

  route.get(
    '/api/projects/table/rows',
    {
      summary: 'A window of matching projects in table order, with the caller’s abilities',
      querystring: projectTableWindowQuerySchema,
      response: { 200: projectTableRowsSchema },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await getProjectTableRows(app.ctx, request.principal, request.query)),
  );

  route.get(
    '/api/projects/table/options',
    {
      summary: 'One filter’s values among the projects the caller may see: the first that hold the search',
      querystring: projectTableOptionsQuerySchema,
      response: { 200: projectTableOptionsSchema },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await getProjectTableOptions(app.ctx, request.principal, request.query)),
  );

  route.read('/api/projects/table/position', {
    summary: 'Where one project stands among the matching rows (to open and scroll to it)',
    querystring: projectTablePositionQuerySchema,
    reply: projectTablePositionSchema,
    handler: getProjectTablePosition,
  });
};
