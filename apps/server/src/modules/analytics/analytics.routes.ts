import {
  analyticsQuerySchema,
  analyticsSelectionBodySchema,
  breakdownsResponseSchema,
  dashboardSummaryResponseSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../plugins/declare-routes';
import { sendCachedJson } from '../../lib/cached-reply';
import { pdfDownloadHeaders } from '../../lib/pdf-document';
import { getGrantMetricsPdf } from './grant-metrics-pdf.service';
import { getBreakdowns, readSelectionList, readSelectionQuery } from './analytics.service';
import { getDashboardBody } from './dashboard-summary.service';
import { grantMetricsRoutes } from './grant-metrics.routes';

const DASHBOARD_SUMMARY =
  'Grant Analysis Dashboard: KPIs, per-grant metrics, monthly trends, pending applications';
const DASHBOARD_DESCRIPTION =
  "Computed on the server for the caller's projects (a PM: their own), counting only projects with a grant number. Its size does not grow with the number of grants: the per-grant charts get the top 20 grants of each order and an 'Others' bar; the grant metrics table pages through /api/analytics/grant-metrics.";
const BREAKDOWNS_DESCRIPTION =
  "Every project in the caller's scope counts, with or without a grant number. Stage times: for each project with both dates, the days from the earlier date to the later (whole days; a negative span is ignored): psr_date to application_date, application_date to award_date, award_date to sent_to_sponsor_date, sent_to_sponsor_date to sent_to_tdot_date, sent_to_tdot_date to sub_award_date. The stored days_to_award and days_to_sub_award are not used.";
const BREAKDOWNS_SUMMARY =
  'Funding and counts by fiscal year, program, airport and PM; status funnel; time in each lifecycle stage';

// The service builds exactly the documented shape (the tests check it against the schema) as JSON text
// once per data version, scope and day, and caches it with its compressed forms; the route sends it as it is.

/** /api/analytics: figures computed on the server so a browser never downloads every project. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(grantMetricsRoutes);
  const route = declareRoutes(app, { access: { flag: 'can_access_bil_dashboard' }, tags: ['analytics'] });

  route.get(
    '/api/analytics/dashboard',
    {
      summary: DASHBOARD_SUMMARY,
      description: DASHBOARD_DESCRIPTION,
      querystring: analyticsQuerySchema,
      response: { 200: dashboardSummaryResponseSchema },
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await getDashboardBody(app.ctx, request.principal, readSelectionQuery(request.query)),
      ),
  );

  route.post(
    '/api/analytics/dashboard',
    {
      summary: `${DASHBOARD_SUMMARY}, for a selection of projects`,
      description: `${DASHBOARD_DESCRIPTION} The same as GET with ?projectIds=, for selections too long for a URL.`,
      body: analyticsSelectionBodySchema,
      response: { 200: dashboardSummaryResponseSchema },
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await getDashboardBody(app.ctx, request.principal, readSelectionList(request.body.projectIds)),
      ),
  );

  route.get(
    '/api/analytics/grant-metrics.pdf',
    { summary: "The dashboard's grant metrics table, every grant, as a landscape letter PDF (download)" },
    async (request, reply) => {
      const { filename, pdf } = await getGrantMetricsPdf(app.ctx, request.principal);
      return reply.headers(pdfDownloadHeaders(filename)).send(pdf);
    },
  );

  route.get(
    '/api/analytics/breakdowns',
    {
      access: { flag: 'can_access_bil_analytics' },
      summary: BREAKDOWNS_SUMMARY,
      description: BREAKDOWNS_DESCRIPTION,
      querystring: analyticsQuerySchema,
      response: { 200: breakdownsResponseSchema },
    },
    async (request) => getBreakdowns(app.ctx, request.principal, readSelectionQuery(request.query)),
  );

  route.post(
    '/api/analytics/breakdowns',
    {
      access: { flag: 'can_access_bil_analytics' },
      summary: `${BREAKDOWNS_SUMMARY}, for a selection of projects`,
      description: `${BREAKDOWNS_DESCRIPTION} The same as GET with ?projectIds=, for selections too long for a URL.`,
      body: analyticsSelectionBodySchema,
      response: { 200: breakdownsResponseSchema },
    },
    async (request) => getBreakdowns(app.ctx, request.principal, readSelectionList(request.body.projectIds)),
  );
};
