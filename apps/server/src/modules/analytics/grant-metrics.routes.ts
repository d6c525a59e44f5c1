import {
  grantMetricsExportBodySchema,
  grantMetricsPageQuerySchema,
  grantMetricsPageResponseSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { exportGrantMetrics, getGrantMetricsPage } from './grant-metrics.service';

const VIEW_DESCRIPTION =
  "Every grant of the caller's dashboard (a PM: their own projects), filtered, searched and sorted on the server with the table's own rules: a range filter is `<key>Min`/`<key>Max` (bilAmount, stateAmount, localAmount, totalAmount, projectCount, daysToAward, daysToSubAward; clamped to the grants' bounds), statuses 'all' by default.";

/** The Comprehensive Grant Metrics table, paged, and its export of every matching grant. */
export const grantMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, {
    access: { flag: 'can_access_bil_dashboard' },
    tags: ['analytics'],
  });

  route.read('/api/analytics/grant-metrics', {
    summary:
      'Grant metrics table: one page of the matching grants, their count, footer totals and slider bounds',
    description: VIEW_DESCRIPTION,
    querystring: grantMetricsPageQuerySchema,
    reply: grantMetricsPageResponseSchema,
    handler: getGrantMetricsPage,
  });

  route.post(
    '/api/analytics/grant-metrics/export',
    {
      summary: 'Grant metrics export: every matching grant (only the ticked ones when any), CSV or Excel',
      description: `${VIEW_DESCRIPTION} The SPEC §7 columns, in the table's order.`,
      body: grantMetricsExportBodySchema,
    },
    async (request, reply) => {
      const file = await exportGrantMetrics(app.ctx, request.principal, request.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
};
