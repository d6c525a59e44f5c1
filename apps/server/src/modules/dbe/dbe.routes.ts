import {
  commitmentAmendmentBodySchema,
  commitmentBodySchema,
  contractBodySchema,
  contractCompletionBodySchema,
  contractListQuerySchema,
  contractSummaryQuerySchema,
  dbeIdParamsSchema,
  firmCertificationBodySchema,
  firmCreateBodySchema,
  firmUpdateBodySchema,
  fiscalYearSchema,
  overallGoalBodySchema,
  paymentBodySchema,
  reportSubmitBodySchema,
} from '@bil/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import {
  addDbeCommitment,
  addDbePayment,
  amendDbeCommitment,
  completeDbeContract,
  createDbeContract,
  getDbeContract,
  listDbeContractSummaries,
  listDbeContracts,
  listDbeProjectOptions,
  updateDbeContract,
} from './dbe-contracts.service';
import {
  addDbeCertification,
  createDbeFirm,
  listDbeFirms,
  listDbeGoals,
  setDbeGoal,
  updateDbeFirm,
} from './dbe-program.service';
import { getDbeAnalytics } from './dbe-analytics.service';
import { getDbeReport, getDbeReportPdf, getDbeReportVersion, submitDbeReport } from './dbe-report.service';

const yearParams = z.object({ fiscalYear: fiscalYearSchema });
const versionNumber = z.coerce.number().int().min(1, 'Unknown version').max(10_000, 'Unknown version');
const pdfQuery = z.object({ version: versionNumber.optional() });
const versionParams = z.object({
  fiscalYear: fiscalYearSchema,
  version: z.coerce.number().int().min(1, 'Unknown version').max(10_000, 'Unknown version'),
});

/** The DBE area: firms, contracts with commitments and payments, overall goals, the Uniform Report. */
export const dbeRoutes: FastifyPluginAsyncZod = async (app) => {
  const awards = { access: { flag: 'can_access_dbe_awards_commitments' } } as const;
  const reports = { access: { flag: 'can_access_dbe_annual_reporting' } } as const;
  const tags = ['dbe'];

  app.get(
    '/api/dbe/firms',
    { config: awards, schema: { tags, summary: 'DBE and other firms with certification history' } },
    async (request) => listDbeFirms(app.ctx, request.principal),
  );
  app.post(
    '/api/dbe/firms',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Add a firm with its first certification status', body: firmCreateBodySchema },
    },
    async (request, reply) =>
      reply.code(201).send(await createDbeFirm(app.ctx, requireSignedIn(request), request.body)),
  );
  app.patch(
    '/api/dbe/firms/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Edit a firm', params: dbeIdParamsSchema, body: firmUpdateBodySchema },
    },
    async (request) => updateDbeFirm(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  app.post(
    '/api/dbe/firms/:id/certifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Record a certification status from a day on (history kept)',
        params: dbeIdParamsSchema,
        body: firmCertificationBodySchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addDbeCertification(app.ctx, requireSignedIn(request), request.params.id, request.body)),
  );

  app.get(
    '/api/dbe/contracts',
    {
      config: awards,
      schema: {
        tags,
        summary: 'DBE contracts with commitments, payments, attainment and warnings',
        querystring: contractListQuerySchema,
      },
    },
    async (request) => listDbeContracts(app.ctx, request.principal, request.query),
  );
  app.get(
    '/api/dbe/contract-summaries',
    {
      config: awards,
      schema: {
        tags,
        summary: "One airport's or project's DBE contracts in brief (airport page, project details)",
        querystring: contractSummaryQuerySchema,
      },
    },
    async (request) => listDbeContractSummaries(app.ctx, request.principal, request.query),
  );
  app.get(
    '/api/dbe/project-options',
    { config: awards, schema: { tags, summary: 'Projects the caller may put a DBE contract on' } },
    async (request) => listDbeProjectOptions(app.ctx, request.principal),
  );
  app.get(
    '/api/dbe/contracts/:id',
    { config: awards, schema: { tags, summary: 'One DBE contract', params: dbeIdParamsSchema } },
    async (request) => getDbeContract(app.ctx, request.principal, request.params.id),
  );
  app.post(
    '/api/dbe/contracts',
    {
      config: awards,
      schema: { tags, summary: 'Create a DBE contract on a project', body: contractBodySchema },
    },
    async (request, reply) =>
      reply.code(201).send(await createDbeContract(app.ctx, requireSignedIn(request), request.body)),
  );
  app.put(
    '/api/dbe/contracts/:id',
    {
      config: awards,
      schema: { tags, summary: 'Edit a DBE contract', params: dbeIdParamsSchema, body: contractBodySchema },
    },
    async (request) => updateDbeContract(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  app.post(
    '/api/dbe/contracts/:id/completion',
    {
      config: awards,
      schema: {
        tags,
        summary: 'Record completion with the participation needed',
        params: dbeIdParamsSchema,
        body: contractCompletionBodySchema,
      },
    },
    async (request) =>
      completeDbeContract(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  app.post(
    '/api/dbe/contracts/:id/commitments',
    {
      config: awards,
      schema: {
        tags,
        summary: 'Commit a firm on a contract (counted per §26.55)',
        params: dbeIdParamsSchema,
        body: commitmentBodySchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addDbeCommitment(app.ctx, requireSignedIn(request), request.params.id, request.body)),
  );
  app.post(
    '/api/dbe/commitments/:id/amendments',
    {
      config: awards,
      schema: {
        tags,
        summary: 'Amend a commitment (history kept)',
        params: dbeIdParamsSchema,
        body: commitmentAmendmentBodySchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await amendDbeCommitment(app.ctx, requireSignedIn(request), request.params.id, request.body)),
  );
  app.post(
    '/api/dbe/contracts/:id/payments',
    {
      config: awards,
      schema: {
        tags,
        summary: 'Record a payment to the prime or a committed firm',
        params: dbeIdParamsSchema,
        body: paymentBodySchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addDbePayment(app.ctx, requireSignedIn(request), request.params.id, request.body)),
  );

  app.get(
    '/api/dbe/analytics',
    {
      config: { access: { flag: 'can_access_dbe_analytics' } },
      schema: { tags, summary: 'DBE goal attainment, breakdowns, trend and top firms (program-wide)' },
    },
    async (request) => getDbeAnalytics(app.ctx, request.principal),
  );
  app.get(
    '/api/dbe/goals',
    {
      // Any of the three DBE screens' flags (dbeProgramPolicy.readGoals, asked by the service).
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Overall DBE goals per federal fiscal year' },
    },
    async (request) => listDbeGoals(app.ctx, request.principal),
  );
  app.put(
    '/api/dbe/goals/:fiscalYear',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set the overall goal of a fiscal year',
        params: yearParams,
        body: overallGoalBodySchema,
      },
    },
    async (request) => setDbeGoal(app.ctx, requireSignedIn(request), request.params.fiscalYear, request.body),
  );

  app.get(
    '/api/dbe/reports/:fiscalYear',
    {
      config: reports,
      schema: {
        tags,
        summary: 'The Uniform Report computed now, its cross-checks and submitted versions',
        params: yearParams,
      },
    },
    async (request) => getDbeReport(app.ctx, request.principal, request.params.fiscalYear),
  );
  app.get(
    '/api/dbe/reports/:fiscalYear/versions/:version',
    {
      config: reports,
      schema: { tags, summary: 'A submitted version (locked snapshot)', params: versionParams },
    },
    async (request) =>
      getDbeReportVersion(app.ctx, request.principal, request.params.fiscalYear, request.params.version),
  );
  app.get(
    '/api/dbe/reports/:fiscalYear/form.pdf',
    {
      config: reports,
      schema: {
        tags,
        summary: 'The printable form (PDF) of the draft, or of a submitted version',
        params: yearParams,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const { fiscalYear } = request.params;
      const { version } = request.query;
      const pdf = await getDbeReportPdf(app.ctx, request.principal, fiscalYear, version);
      const name = `dbe-uniform-report-fy${fiscalYear}-${version === undefined ? 'draft' : `v${version}`}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(pdf));
    },
  );
  app.post(
    '/api/dbe/reports/:fiscalYear/submissions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Submit (or amend) the report as a locked versioned snapshot',
        params: yearParams,
        body: reportSubmitBodySchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitDbeReport(app.ctx, requireSignedIn(request), request.params.fiscalYear, request.body),
        ),
  );
};
