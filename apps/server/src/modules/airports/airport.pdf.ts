import {
  bilAmount,
  fiscalYearLabel,
  formatCurrency,
  formatDate,
  formatDateTime12h,
  formatStatusLabel,
  TRANCHE_STATE_LABELS,
  type AirportDetail,
  type Project,
} from '@bil/domain';
import { pdfFacts, pdfHeading, pdfNote, pdfTable, startPdf } from '../../lib/pdf-document';

/** The airport fields of a project this PDF lists (the JSON rows of GET /api/airports/:code/projects). */
export type AirportPdfProject = Pick<
  Project,
  | 'project_title'
  | 'grant_number'
  | 'fiscal_year'
  | 'status'
  | 'award_date'
  | 'bil_aig_amount'
  | 'bil_atp_amount'
  | 'bil_fct_amount'
  | 'total_amount'
>;

const fy = (year: number | null) => (year === null ? 'No fiscal year' : fiscalYearLabel(year));

/**
 * GET /api/airports/:code/report.pdf: the airport's details, its AIG balance per fiscal year and funding
 * by fiscal year, and its projects (null: the caller may not read BIL projects), on letter paper.
 */
export async function renderAirportPdf(
  detail: AirportDetail,
  projects: AirportPdfProject[] | null,
): Promise<Buffer> {
  const { doc, finish } = await startPdf({
    title: `${detail.airportCode} — ${detail.airportName}`,
    subtitle: `Airport report. Balances as of ${formatDate(detail.today)}; printed ${formatDateTime12h(new Date())}`,
  });
  pdfHeading(doc, 'Airport details');
  pdfFacts(doc, [
    { label: 'Airport code (LID)', value: detail.airportCode },
    { label: 'City', value: detail.city },
    { label: 'TDOT PM', value: detail.tdotPm ?? 'Unassigned' },
    { label: 'Projects', value: String(detail.projectCount) },
    { label: 'BIL funding', value: formatCurrency(detail.bilFunding) },
    { label: 'Total funding', value: formatCurrency(detail.totalFunding) },
    { label: 'AIG allocation FY22-FY26', value: formatCurrency(detail.totalAllocation) },
    { label: 'AIG available', value: formatCurrency(detail.available) },
    { label: 'AIG lapsed', value: formatCurrency(detail.lapsed) },
  ]);
  if (detail.notes?.trim()) pdfNote(doc, `Notes: ${detail.notes.trim()}`);

  pdfHeading(doc, 'AIG balance by fiscal year');
  pdfTable(
    doc,
    [
      { title: 'Fiscal year', width: 60 },
      { title: 'Allocation', width: 80, align: 'right' },
      { title: 'Under grant', width: 80, align: 'right' },
      { title: 'Available', width: 80, align: 'right' },
      { title: 'Lapsed', width: 70, align: 'right' },
      { title: 'Obligation deadline', width: 90 },
      { title: 'State', width: 70 },
    ],
    detail.tranches.map((tranche) => [
      fiscalYearLabel(tranche.fiscalYear),
      formatCurrency(tranche.allocation),
      formatCurrency(tranche.underGrant),
      formatCurrency(tranche.available),
      formatCurrency(tranche.lapsed),
      formatDate(tranche.deadline),
      TRANCHE_STATE_LABELS[tranche.state],
    ]),
    {
      totals: [
        'Total',
        formatCurrency(detail.totalAllocation),
        formatCurrency(detail.underGrant),
        formatCurrency(detail.available),
        formatCurrency(detail.lapsed),
        '',
        '',
      ],
    },
  );

  pdfHeading(doc, 'Project funding by fiscal year');
  pdfTable(
    doc,
    [
      { title: 'Fiscal year', width: 80 },
      { title: 'Projects', width: 55, align: 'right' },
      { title: 'AIG', width: 80, align: 'right' },
      { title: 'ATP', width: 75, align: 'right' },
      { title: 'FCT', width: 75, align: 'right' },
      { title: 'State', width: 75, align: 'right' },
      { title: 'Local', width: 75, align: 'right' },
    ],
    detail.fundingByYear.map((year) => [
      fy(year.fiscalYear),
      String(year.projectCount),
      formatCurrency(year.aig),
      formatCurrency(year.atp),
      formatCurrency(year.fct),
      formatCurrency(year.state),
      formatCurrency(year.local),
    ]),
  );

  pdfHeading(doc, 'Projects');
  if (projects === null) pdfNote(doc, 'Your account may not read BIL projects.');
  else if (projects.length === 0) pdfNote(doc, 'No projects at this airport.');
  else
    pdfTable(
      doc,
      [
        { title: 'Project', width: 190 },
        { title: 'Grant #', width: 55 },
        { title: 'FY', width: 40 },
        { title: 'Status', width: 85 },
        { title: 'Award date', width: 65 },
        { title: 'BIL amount', width: 75, align: 'right' },
        { title: 'Total', width: 75, align: 'right' },
      ],
      projects.map((project) => [
        project.project_title,
        project.grant_number ?? '—',
        project.fiscal_year === null ? '—' : fy(project.fiscal_year),
        formatStatusLabel(project.status),
        project.award_date ? formatDate(project.award_date) : '—',
        formatCurrency(bilAmount(project)),
        formatCurrency(project.total_amount),
      ]),
    );
  return finish();
}
