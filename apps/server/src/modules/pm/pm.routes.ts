import {
  pmDashboardForPersonSchema,
  pmManagementForPersonSchema,
  pmParamsSchema,
  pmReassignmentBodySchema,
  pmReassignmentPreviewQuerySchema,
  pmReassignmentPreviewSchema,
  pmReassignmentResultSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { readPmDashboard, readPmManagement } from './pm.service';
import { previewReassignment, reassignAirport } from './pm-reassignment.service';

const tags = ['pm'];

// The PM dashboard embeds the analytics dashboard: written with JSON.stringify like
// /api/analytics/dashboard (the tests check the body against the schema).
const serializeAsIs = () => (data: unknown) => JSON.stringify(data);

/** /api/pm: PM dashboards, PM management and airport reassignment (issue 7). */
export const pmRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: 'signed-in', tags });

  route.get(
    '/api/pm/management',
    // SPEC §6 navigation: admin, pm and viewer all see PM Management.
    {
      summary: "Every PM's workload: airports, projects, BIL and total funding, overdue counts",
      response: { 200: pmManagementForPersonSchema },
    },
    async (request) => readPmManagement(app.ctx, request.principal),
  );

  route.get(
    '/api/pm/reassignments/preview',
    {
      access: 'admin',
      summary: 'How many open projects (status not executed) an airport reassignment would move',
      querystring: pmReassignmentPreviewQuerySchema,
      response: { 200: pmReassignmentPreviewSchema },
    },
    async (request) => previewReassignment(app.ctx, request.query),
  );

  route.act('/api/pm/reassignments', {
    access: 'admin',
    summary: "Reassign an airport and its open projects' tdot_pm to another PM, in one transaction",
    description:
      'Refused with 409 (nothing changed) when the open project count differs from confirm_open_project_count. Audited (action reassign_airport, before/after).',
    body: pmReassignmentBodySchema,
    reply: pmReassignmentResultSchema,
    handler: reassignAirport,
  });

  app.get(
    '/api/pm/:pm',
    {
      config: { access: 'signed-in' },
      serializerCompiler: serializeAsIs,
      schema: {
        tags,
        summary:
          "A PM's dashboard: airports, projects by status, KPIs against 90/60 day targets, overdue items",
        description:
          'A PM may open only their own (403); administrators and viewers any. 404 for an unknown PM.',
        params: pmParamsSchema,
        response: { 200: pmDashboardForPersonSchema },
      },
    },
    async (request) => readPmDashboard(app.ctx, request.principal, request.params.pm),
  );
};
