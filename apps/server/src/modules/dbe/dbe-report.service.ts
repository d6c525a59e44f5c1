import {
  todayInNewYork,
  DBE_REPORT_RECIPIENT,
  authorize,
  buildUniformReport,
  dbeProgramPolicy,
  runCrossChecks,
  type DbeReportAnswer,
  type DbeReportSnapshot,
  type DbeSubmittedVersion,
  type ReportSubmitBody,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import { clockNow } from '../../lib/clock';
import { renderUniformReportPdf } from './dbe-report.pdf';
import { badRequest, notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import {
  aggregateReport,
  findOverallGoal,
  findReportFindings,
  insertSubmittedReport,
  listReportGrantNumbers,
  listSubmittedReports,
  lockReportYear,
  type SubmittedReportRow,
} from './dbe-report.repository';

export const REPORT_MESSAGES = {
  reasonRequired: 'Say why the submitted report is amended',
  versionNotFound: 'Report version not found',
} as const;

/** The Uniform Report of a fiscal year computed from the records now (the draft), with its cross-checks. */
export async function computeDbeReport(db: Kysely<Database>, fiscalYear: number) {
  const [aggregates, findings, grantNumbers, goal] = await Promise.all([
    aggregateReport(db, fiscalYear),
    findReportFindings(db, fiscalYear),
    listReportGrantNumbers(db, fiscalYear),
    findOverallGoal(db, fiscalYear),
  ]);
  const report = buildUniformReport(
    fiscalYear,
    {
      operatingAdministration: 'FAA',
      recipient: DBE_REPORT_RECIPIENT,
      grantNumbers,
      overallGoal: goal
        ? { overallPct: goal.overall_pct, consciousPct: goal.conscious_pct, neutralPct: goal.neutral_pct }
        : null,
    },
    aggregates,
  );
  return { report, crossChecks: runCrossChecks(report, findings) };
}

const presentVersion = (row: SubmittedReportRow): DbeSubmittedVersion => ({
  version: row.version,
  formVersion: row.form_version,
  reason: row.reason,
  submittedBy: row.submitted_by_email,
  submittedAt: (row.submitted_at instanceof Date
    ? row.submitted_at
    : new Date(row.submitted_at)
  ).toISOString(),
});

function demandRead(principal: RequestPrincipal): void {
  const decision = authorize(dbeProgramPolicy, principal, 'readReports', null);
  throwIfRefused(decision);
}

export async function getDbeReport(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  fiscalYear: number,
): Promise<DbeReportAnswer> {
  demandRead(principal);
  const [computed, versions] = await Promise.all([
    computeDbeReport(ctx.db, fiscalYear),
    listSubmittedReports(ctx.db, fiscalYear),
  ]);
  return {
    fiscalYear,
    ...computed,
    versions: versions.map(presentVersion),
    canSubmit: authorize(dbeProgramPolicy, principal, 'submitReport', null).allowed,
  };
}

export async function getDbeReportVersion(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  fiscalYear: number,
  version: number,
): Promise<DbeReportSnapshot> {
  demandRead(principal);
  const row = (await listSubmittedReports(ctx.db, fiscalYear)).find((entry) => entry.version === version);
  if (!row) throw notFound(REPORT_MESSAGES.versionNotFound);
  const snapshot = row.snapshot as unknown as Pick<DbeReportSnapshot, 'report' | 'crossChecks'>;
  return { ...presentVersion(row), report: snapshot.report, crossChecks: snapshot.crossChecks };
}

/**
 * Submits the report as computed now: a locked snapshot, version 1, or the next version (an amendment,
 * which needs a reason). Administrators only; audited.
 */
export async function submitDbeReport(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  fiscalYear: number,
  body: ReportSubmitBody,
): Promise<DbeReportAnswer> {
  const decision = authorize(dbeProgramPolicy, principal, 'submitReport', null);
  throwIfRefused(decision);
  await ctx.db.transaction().execute(async (trx) => {
    await lockReportYear(trx, fiscalYear);
    const existing = await listSubmittedReports(trx, fiscalYear);
    const version = (existing.at(-1)?.version ?? 0) + 1;
    if (version > 1 && !body.reason) throw badRequest(REPORT_MESSAGES.reasonRequired);
    const computed = await computeDbeReport(trx, fiscalYear);
    const snapshot = computed as unknown as JsonObject;
    const id = await insertSubmittedReport(
      trx,
      { fiscalYear, version, formVersion: computed.report.formVersion.id, snapshot, reason: body.reason },
      principal.userId,
    );
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: version === 1 ? 'submit_dbe_report' : 'amend_dbe_report',
      resourceType: 'dbe_reports',
      resourceId: id,
      details: { fiscal_year: fiscalYear, version, reason: body.reason },
      before: version > 1 ? { version: version - 1 } : null,
      after: { version, section_a_total: computed.report.sectionA.total },
    });
  });
  return getDbeReport(ctx, principal, fiscalYear);
}

/** The printable form of the draft (computed now) or of a submitted version. */
export async function getDbeReportPdf(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  fiscalYear: number,
  version: number | undefined,
): Promise<Uint8Array> {
  demandRead(principal);
  if (version === undefined) {
    const { report, crossChecks } = await computeDbeReport(ctx.db, fiscalYear);
    return renderUniformReportPdf(report, crossChecks, `Draft computed ${todayInNewYork(clockNow())}`);
  }
  const snapshot = await getDbeReportVersion(ctx, principal, fiscalYear, version);
  const status = `Version ${snapshot.version} submitted ${snapshot.submittedAt.slice(0, 10)} by ${snapshot.submittedBy ?? 'unknown'}${snapshot.reason ? ` (${snapshot.reason})` : ''}`;
  return renderUniformReportPdf(snapshot.report, snapshot.crossChecks, status);
}
