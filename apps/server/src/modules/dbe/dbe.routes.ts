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
  projectOptionsQuerySchema,
  reportSubmitBodySchema,
} from '@bil/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/cached-reply';
import { declareRecordRoutes } from '../../plugins/record-routes';
import {
  addDbeCommitment,
  addDbePayment,
  amendDbeCommitment,
  completeDbeContract,
  createDbeContract,
  getDbeContract,
  listDbeContractSummaries,
  getDbeContractsBody,
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
  const route = declareRecordRoutes(app, {
    access: { flag: 'can_access_dbe_awards_commitments' },
    tags: ['dbe'],
  });
  const reports = { flag: 'can_access_dbe_annual_reporting' } as const;

  route.read('/api/dbe/firms', {
    summary: 'DBE and other firms with certification history',
    handler: listDbeFirms,
  });
  route.create('/api/dbe/firms', {
    access: 'admin',
    summary: 'Add a firm with its first certification status',
    body: firmCreateBodySchema,
    handler: createDbeFirm,
  });
  route.update('/api/dbe/firms/:id', {
    access: 'admin',
    summary: 'Edit a firm',
    params: dbeIdParamsSchema,
    body: firmUpdateBodySchema,
    handler: updateDbeFirm,
  });
  route.create('/api/dbe/firms/:id/certifications', {
    access: 'admin',
    summary: 'Record a certification status from a day on (history kept)',
    params: dbeIdParamsSchema,
    body: firmCertificationBodySchema,
    handler: addDbeCertification,
  });

  route.get(
    '/api/dbe/contracts',
    {
      summary: 'DBE contracts with commitments, payments, attainment and warnings',
      querystring: contractListQuerySchema,
    },
    // JSON text from the response cache, as /api/executive.
    async (request, reply) =>
      sendCachedJson(request, reply, await getDbeContractsBody(app.ctx, request.principal, request.query)),
  );
  route.read('/api/dbe/contract-summaries', {
    summary: "One airport's or project's DBE contracts in brief (airport page, project details)",
    querystring: contractSummaryQuerySchema,
    handler: listDbeContractSummaries,
  });
  route.read('/api/dbe/project-options', {
    summary: 'Projects the caller may put a DBE contract on (the first `limit`)',
    querystring: projectOptionsQuerySchema,
    handler: listDbeProjectOptions,
  });
  route.read('/api/dbe/contracts/:id', {
    summary: 'One DBE contract',
    params: dbeIdParamsSchema,
    handler: getDbeContract,
  });
  route.create('/api/dbe/contracts', {
    summary: 'Create a DBE contract on a project',
    body: contractBodySchema,
    handler: createDbeContract,
  });
  route.replace('/api/dbe/contracts/:id', {
    summary: 'Edit a DBE contract',
    params: dbeIdParamsSchema,
    body: contractBodySchema,
    handler: updateDbeContract,
  });
  route.act('/api/dbe/contracts/:id/completion', {
    summary: 'Record completion with the participation needed',
    params: dbeIdParamsSchema,
    body: contractCompletionBodySchema,
    handler: completeDbeContract,
  });
  route.create('/api/dbe/contracts/:id/commitments', {
    summary: 'Commit a firm on a contract (counted per §26.55)',
    params: dbeIdParamsSchema,
    body: commitmentBodySchema,
    handler: addDbeCommitment,
  });
  route.create('/api/dbe/commitments/:id/amendments', {
    summary: 'Amend a commitment (history kept)',
    params: dbeIdParamsSchema,
    body: commitmentAmendmentBodySchema,
    handler: amendDbeCommitment,
  });
  route.create('/api/dbe/contracts/:id/payments', {
    summary: 'Record a payment to the prime or a committed firm',
    params: dbeIdParamsSchema,
    body: paymentBodySchema,
    handler: addDbePayment,
  });

  route.read('/api/dbe/analytics', {
    access: { flag: 'can_access_dbe_analytics' },
    summary: 'DBE goal attainment, breakdowns, trend and top firms (program-wide)',
    handler: getDbeAnalytics,
  });
  route.get(
    '/api/dbe/goals',
    // Any of the three DBE screens' flags (dbeProgramPolicy.readGoals, asked by the service).
    { access: 'signed-in', summary: 'Overall DBE goals per federal fiscal year' },
    async (request) => listDbeGoals(app.ctx, request.principal),
  );
  route.replace('/api/dbe/goals/:fiscalYear', {
    access: 'admin',
    summary: 'Set the overall goal of a fiscal year',
    params: yearParams,
    body: overallGoalBodySchema,
    handler: setDbeGoal,
  });

  route.read('/api/dbe/reports/:fiscalYear', {
    access: reports,
    summary: 'The Uniform Report computed now, its cross-checks and submitted versions',
    params: yearParams,
    handler: getDbeReport,
  });
  route.read('/api/dbe/reports/:fiscalYear/versions/:version', {
    access: reports,
    summary: 'A submitted version (locked snapshot)',
    params: versionParams,
    handler: getDbeReportVersion,
  });
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
  route.create('/api/dbe/reports/:fiscalYear/submissions', {
    access: 'admin',
    summary: 'Submit (or amend) the report as a locked versioned snapshot',
    params: yearParams,
    body: reportSubmitBodySchema,
    handler: submitDbeReport,
  });
};
