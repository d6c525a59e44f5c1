import {
  airportBalancesBodySchema,
  airportCatalogPageQuerySchema,
  airportCatalogPageSchema,
  airportCatalogSchema,
  airportDetailSchema,
  airportParamsSchema,
  projectPageSchema,
  type ProjectPage,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import { pdfDownloadHeaders } from '../../lib/pdf-document';
import { sendCachedJson } from '../../lib/cached-reply';
import { getAirportCatalogPage } from './airport-catalog-page.service';
import { getAirportPdf } from './airport-pdf.service';
import {
  getAirportDetail,
  getAirportCatalogBody,
  listAirportProjectsJson,
  updateAirportBalances,
} from './airports.service';

/** SPEC §2 /airports and /airports/{code}: the catalogue, one airport, its projects, the balances edit. */
export const airportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, { access: { flag: 'can_access_projects' }, tags: ['airports'] });

  route.get(
    '/api/airports',
    {
      summary: 'Airports the caller may see with project counts, BIL funding and FY22-26 AIG balances',
      description:
        'Every airport in scope, in code order (for exports and pickers); the catalogue screen pages with GET /api/airports/catalog.',
      response: { 200: airportCatalogSchema },
    },
    // JSON text from the response cache (the schema documents the route; tests check bodies against it).
    async (request, reply) =>
      sendCachedJson(request, reply, await getAirportCatalogBody(app.ctx, request.principal)),
  );

  route.read('/api/airports/catalog', {
    summary:
      'One page of the airports catalogue: searched, filtered and sorted on the server, with the counts the screen shows',
    description:
      "The airports the caller may see (a PM: their own), as GET /api/airports has them. `search` matches code, name, city or PM (any case); `pm` is a PM's name, '__all__' (default) or '__unassigned__'; `risk` is 'all', 'at_risk', 'past_deadline' or 'any'; `sort` any column, ties by code; `pageSize` at most 100; a page past the end answers the last one. `total` counts the matching airports, `scopeCount` and `atRiskCount` every airport in scope, `pms` their PM names.",
    querystring: airportCatalogPageQuerySchema,
    reply: airportCatalogPageSchema,
    handler: getAirportCatalogPage,
  });

  route.read('/api/airports/:code', {
    summary: 'One airport: facts, AIG balances per fiscal year with deadlines, the computation, chart data',
    params: airportParamsSchema,
    reply: airportDetailSchema,
    handler: getAirportDetail,
  });

  route.get(
    '/api/airports/:code/report.pdf',
    {
      summary:
        "The airport's details, AIG balances per fiscal year and projects as a letter-size PDF (download)",
      params: airportParamsSchema,
    },
    async (request, reply) => {
      const { filename, pdf } = await getAirportPdf(app.ctx, request.principal, request.params.code);
      return reply.headers(pdfDownloadHeaders(filename)).send(pdf);
    },
  );

  route.get(
    '/api/airports/:code/projects',
    {
      access: { flag: 'can_access_bil_projects' },
      summary: "The airport's projects the caller may see, in grant order",
      params: airportParamsSchema,
      response: { 200: projectPageSchema },
    },
    // JSON text written by the database, as GET /api/projects sends it.
    async (request, reply) => {
      const json = await listAirportProjectsJson(app.ctx, request.principal, request.params.code);
      return reply.type('application/json; charset=utf-8').send(json as unknown as ProjectPage);
    },
  );

  route.update('/api/airports/:code/balances', {
    access: 'admin',
    summary: 'Set FY22-26 AIG allocations (whole dollars) and notes; balances recomputed; audited',
    params: airportParamsSchema,
    body: airportBalancesBodySchema,
    reply: airportDetailSchema,
    handler: updateAirportBalances,
  });
};
