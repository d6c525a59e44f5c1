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
import { declareRoutes } from '../../plugins/declare-routes';
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
  const route = declareRoutes(app, { access: { flag: 'can_access_dbe_awards_commitments' }, tags: ['dbe'] });
  const reports = { flag: 'can_access_dbe_annual_reporting' } as const;

  route.get(
    '/api/dbe/firms',
    { summary: 'DBE and other firms with certification history' },
    async (request) => listDbeFirms(app.ctx, request.principal),
  );
  route.post(
    '/api/dbe/firms',
    {
      access: 'admin',
      summary: 'Add a firm with its first certification status',
      body: firmCreateBodySchema,
      status: 201,
    },
    async (request) => createDbeFirm(app.ctx, requireSignedIn(request), request.body),
  );
  route.patch(
    '/api/dbe/firms/:id',
    { access: 'admin', summary: 'Edit a firm', params: dbeIdParamsSchema, body: firmUpdateBodySchema },
    async (request) => updateDbeFirm(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.post(
    '/api/dbe/firms/:id/certifications',
    {
      access: 'admin',
      summary: 'Record a certification status from a day on (history kept)',
      params: dbeIdParamsSchema,
      body: firmCertificationBodySchema,
      status: 201,
    },
    async (request) =>
      addDbeCertification(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.get(
    '/api/dbe/contracts',
    {
      summary: 'DBE contracts with commitments, payments, attainment and warnings',
      querystring: contractListQuerySchema,
    },
    async (request) => listDbeContracts(app.ctx, request.principal, request.query),
  );
  route.get(
    '/api/dbe/contract-summaries',
    {
      summary: "One airport's or project's DBE contracts in brief (airport page, project details)",
      querystring: contractSummaryQuerySchema,
    },
    async (request) => listDbeContractSummaries(app.ctx, request.principal, request.query),
  );
  route.get(
    '/api/dbe/project-options',
    { summary: 'Projects the caller may put a DBE contract on' },
    async (request) => listDbeProjectOptions(app.ctx, request.principal),
  );
  route.get(
    '/api/dbe/contracts/:id',
    { summary: 'One DBE contract', params: dbeIdParamsSchema },
    async (request) => getDbeContract(app.ctx, request.principal, request.params.id),
  );
  route.post(
    '/api/dbe/contracts',
    { summary: 'Create a DBE contract on a project', body: contractBodySchema, status: 201 },
    async (request) => createDbeContract(app.ctx, requireSignedIn(request), request.body),
  );
  route.put(
    '/api/dbe/contracts/:id',
    { summary: 'Edit a DBE contract', params: dbeIdParamsSchema, body: contractBodySchema },
    async (request) => updateDbeContract(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.post(
    '/api/dbe/contracts/:id/completion',
    {
      summary: 'Record completion with the participation needed',
      params: dbeIdParamsSchema,
      body: contractCompletionBodySchema,
    },
    async (request) =>
      completeDbeContract(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.post(
    '/api/dbe/contracts/:id/commitments',
    {
      summary: 'Commit a firm on a contract (counted per §26.55)',
      params: dbeIdParamsSchema,
      body: commitmentBodySchema,
      status: 201,
    },
    async (request) => addDbeCommitment(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.post(
    '/api/dbe/commitments/:id/amendments',
    {
      summary: 'Amend a commitment (history kept)',
      params: dbeIdParamsSchema,
      body: commitmentAmendmentBodySchema,
      status: 201,
    },
    async (request) => amendDbeCommitment(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
  route.post(
    '/api/dbe/contracts/:id/payments',
    {
      summary: 'Record a payment to the prime or a committed firm',
      params: dbeIdParamsSchema,
      body: paymentBodySchema,
      status: 201,
    },
    async (request) => addDbePayment(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.get(
    '/api/dbe/analytics',
    {
      access: { flag: 'can_access_dbe_analytics' },
      summary: 'DBE goal attainment, breakdowns, trend and top firms (program-wide)',
    },
    async (request) => getDbeAnalytics(app.ctx, request.principal),
  );
  route.get(
    '/api/dbe/goals',
    // Any of the three DBE screens' flags (dbeProgramPolicy.readGoals, asked by the service).
    { access: 'signed-in', summary: 'Overall DBE goals per federal fiscal year' },
    async (request) => listDbeGoals(app.ctx, request.principal),
  );
  route.put(
    '/api/dbe/goals/:fiscalYear',
    {
      access: 'admin',
      summary: 'Set the overall goal of a fiscal year',
      params: yearParams,
      body: overallGoalBodySchema,
    },
    async (request) => setDbeGoal(app.ctx, requireSignedIn(request), request.params.fiscalYear, request.body),
  );

  route.get(
    '/api/dbe/reports/:fiscalYear',
    {
      access: reports,
      summary: 'The Uniform Report computed now, its cross-checks and submitted versions',
      params: yearParams,
    },
    async (request) => getDbeReport(app.ctx, request.principal, request.params.fiscalYear),
  );
  route.get(
    '/api/dbe/reports/:fiscalYear/versions/:version',
    { access: reports, summary: 'A submitted version (locked snapshot)', params: versionParams },
    async (request) =>
      getDbeReportVersion(app.ctx, request.principal, request.params.fiscalYear, request.params.version),
  );
  route.get(
    '/api/dbe/reports/:fiscalYear/form.pdf',
    {
      access: reports,
      summary: 'The printable form (PDF) of the draft, or of a submitted version',
      params: yearParams,
      querystring: pdfQuery,
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
  route.post(
    '/api/dbe/reports/:fiscalYear/submissions',
    {
      access: 'admin',
      summary: 'Submit (or amend) the report as a locked versioned snapshot',
      params: yearParams,
      body: reportSubmitBodySchema,
      status: 201,
    },
    async (request) =>
      submitDbeReport(app.ctx, requireSignedIn(request), request.params.fiscalYear, request.body),
  );
};
