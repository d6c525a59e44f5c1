import {
  formatCurrency,
  formatDate,
  formatDateTime12h,
  formatMonthLabel,
  type ExecutiveOverview,
} from '@bil/domain';
import { newPdfDocument } from '../../lib/pdf-document';

/**
 * GET /api/executive.pdf: the executive overview as a letter-size PDF drawn with pdfkit from the same
 * answer as the page (no browser on the server; see docs/ARCHITECTURE.md). Standard PDF fonts only.
 */

const MARGIN = 36; // half an inch
const PAGE = { width: 612, height: 792 }; // US letter in points
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#1f2933';
const DIM = '#5f6b7a';
const RED = '#c92a2a';
const BLUE = '#1c7ed6';

type Doc = PDFKit.PDFDocument;
type Column = { title: string; width: number; align?: 'left' | 'right' };

const fy = (year: number | null) => (year === null ? 'No fiscal year' : `FY${String(year).slice(2)}`);
const days = (value: number | null) => (value === null ? '-' : `${value} days`);
const percent = (value: number | null) => (value === null ? '-' : `${value.toFixed(2)}%`);

/** Starts a new page when fewer than `height` points are left. */
function keep(doc: Doc, height: number): void {
  if (doc.y + height > PAGE.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, title: string, link: string | null): void {
  keep(doc, 60);
  doc.moveDown(0.6);
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(title, MARGIN, y);
  if (link) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(DIM)
      .text(`Details: ${link}`, MARGIN, y + 3, { width: WIDTH, align: 'right' });
  }
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + WIDTH, doc.y + 2)
    .strokeColor('#d0d7de')
    .stroke();
  doc.moveDown(0.4);
}

function table(doc: Doc, columns: Column[], rows: string[][], totals?: string[]): void {
  const line = (cells: string[], bold: boolean) => {
    keep(doc, 14);
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(INK);
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', x + 2, y, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    });
    doc.y = y + 12;
  };
  line(
    columns.map((column) => column.title),
    true,
  );
  for (const row of rows) line(row, false);
  if (totals) line(totals, true);
  doc.x = MARGIN;
}

function figures(doc: Doc, items: { label: string; value: string; note?: string }[]): void {
  keep(doc, 52);
  const y = doc.y;
  const width = WIDTH / items.length;
  items.forEach((item, index) => {
    const x = MARGIN + index * width;
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .fillColor(DIM)
      .text(item.label.toUpperCase(), x, y, { width: width - 6 });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(INK)
      .text(item.value, x, y + 10, { width: width - 6 });
    if (item.note)
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor(DIM)
        .text(item.note, x, y + 28, { width: width - 6 });
  });
  doc.x = MARGIN;
  doc.y = y + (items.some((item) => item.note) ? 50 : 34);
}

/** Average days to award per month as bars, with the target as a dashed line. */
function trendChart(doc: Doc, trend: ExecutiveOverview['timeliness']['trend'], targetDays: number): void {
  const height = 90;
  keep(doc, height + 24);
  const top = doc.y + 4;
  const max = Math.max(targetDays, ...trend.map((month) => month.averageDays ?? 0)) * 1.1;
  const slot = WIDTH / Math.max(trend.length, 1);
  const yOf = (value: number) => top + height - (value / max) * height;
  trend.forEach((month, index) => {
    const x = MARGIN + index * slot;
    if (month.averageDays !== null) {
      doc
        .rect(x + slot * 0.15, yOf(month.averageDays), slot * 0.7, top + height - yOf(month.averageDays))
        .fill(BLUE);
      // The value inside the top of its bar, clear of the target line.
      doc.font('Helvetica-Bold').fontSize(7).fillColor('#ffffff');
      doc.text(String(month.averageDays), x, yOf(month.averageDays) + 3, { width: slot, align: 'center' });
    }
    doc.font('Helvetica').fontSize(7).fillColor(DIM);
    doc.text(formatMonthLabel(month.month), x, top + height + 3, { width: slot, align: 'center' });
  });
  doc
    .moveTo(MARGIN, yOf(targetDays))
    .lineTo(MARGIN + WIDTH, yOf(targetDays))
    .dash(4, { space: 3 })
    .strokeColor(RED)
    .stroke()
    .undash();
  doc.font('Helvetica').fontSize(7).fillColor(RED);
  doc.text(`${targetDays}-day target`, MARGIN, yOf(targetDays) - 9, { width: WIDTH, align: 'right' });
  doc.x = MARGIN;
  doc.y = top + height + 16;
}

function drawFunding(doc: Doc, funding: NonNullable<ExecutiveOverview['funding']>): void {
  heading(doc, 'AIG dollars by fiscal year', '/airports');
  const { totals } = funding;
  figures(doc, [
    { label: 'Allocated', value: formatCurrency(totals.allocation) },
    { label: 'Under grant', value: formatCurrency(totals.underGrant) },
    { label: 'Available', value: formatCurrency(totals.available) },
    {
      label: 'At risk of lapsing',
      value: formatCurrency(totals.atRisk),
      note: `${totals.airportsAtRisk} airport tranches within 12 months of deadline`,
    },
  ]);
  const money: Column = { title: '', width: 82, align: 'right' };
  table(
    doc,
    [
      { title: 'Fiscal year', width: 62 },
      { title: 'Deadline', width: 64 },
      { ...money, title: 'Allocated' },
      { ...money, title: 'Under grant' },
      { ...money, title: 'Available' },
      { ...money, title: 'At risk' },
      { ...money, title: 'Lapsed' },
    ],
    funding.byFiscalYear.map((year) => [
      fy(year.fiscalYear),
      formatDate(year.deadline),
      formatCurrency(year.allocation),
      formatCurrency(year.underGrant),
      formatCurrency(year.available),
      formatCurrency(year.atRisk),
      formatCurrency(year.pastDeadline),
    ]),
  );

  heading(doc, 'BIL dollars by program and fiscal year', '/airports');
  const sum = (pick: (row: (typeof funding.byProgram)[number]) => number) =>
    funding.byProgram.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;
  table(
    doc,
    [
      { title: 'Project fiscal year', width: 120 },
      { ...money, title: 'AIG', width: 110 },
      { ...money, title: 'ATP', width: 110 },
      { ...money, title: 'FCT', width: 110 },
      { ...money, title: 'Projects', width: 90 },
    ],
    funding.byProgram.map((row) => [
      fy(row.fiscalYear),
      formatCurrency(row.aig),
      formatCurrency(row.atp),
      formatCurrency(row.fct),
      row.projectCount.toLocaleString('en-US'),
    ]),
    [
      'Total',
      formatCurrency(sum((row) => row.aig)),
      formatCurrency(sum((row) => row.atp)),
      formatCurrency(sum((row) => row.fct)),
      funding.byProgram.reduce((total, row) => total + row.projectCount, 0).toLocaleString('en-US'),
    ],
  );
}

function drawTimeliness(doc: Doc, overview: ExecutiveOverview): void {
  const { award, subAward, exceeding90Days, trend } = overview.timeliness;
  heading(doc, 'Award and sub-award timeliness', '/bil/dashboard');
  figures(doc, [
    {
      label: 'Average days to award',
      value: days(award.averageDays),
      note: `Target ${award.targetDays} days`,
    },
    {
      label: 'Average days to sub-award',
      value: days(subAward.averageDays),
      note: `Target ${subAward.targetDays} days`,
    },
    { label: 'Grants exceeding 90 days', value: String(exceeding90Days) },
    {
      label: 'Projects waiting',
      value: `${award.waiting.toLocaleString('en-US')} / ${subAward.waiting.toLocaleString('en-US')}`,
      note: 'for award / for sub-award',
    },
  ]);
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text('Average days from application to award, last 12 months');
  trendChart(doc, trend, award.targetDays);
}

function drawWaiting(doc: Doc, overview: ExecutiveOverview): void {
  heading(doc, 'Oldest applications waiting for award', '/bil/dashboard');
  table(
    doc,
    [
      { title: 'Grant', width: 200 },
      { title: 'Applied', width: 120 },
      { title: 'Waiting', width: 100, align: 'right' },
      { title: 'BIL amount', width: 120, align: 'right' },
    ],
    overview.oldestWaiting.map((item) => [
      item.grant,
      formatDate(item.applicationDate),
      `${item.ageDays} days`,
      formatCurrency(item.bilAmount),
    ]),
  );
  heading(doc, 'Who holds the overdue items', '/pm/management');
  table(
    doc,
    [
      { title: 'Project manager', width: 240 },
      { title: 'Past 90 days to award', width: 150, align: 'right' },
      { title: 'Past 60 days to sub-award', width: 150, align: 'right' },
    ],
    overview.overdueByPm.map((row) => [row.pm, String(row.overdueAward), String(row.overdueSubAward)]),
  );
}

function drawOtherAreas(doc: Doc, slots: ExecutiveOverview['slots']): void {
  const dbe = slots.dbeAttainment;
  if (dbe) {
    heading(doc, `DBE attainment, ${fy(dbe.fiscalYear)}`, '/dbe/awards-commitments');
    figures(doc, [
      { label: 'Attained', value: percent(dbe.attainedPct), note: 'Awards and commitments to DBEs' },
      { label: 'Overall goal', value: dbe.goalPct === null ? 'Not set' : percent(dbe.goalPct) },
      { label: 'To DBEs', value: formatCurrency(dbe.dbeDollars) },
      { label: 'All awards and commitments', value: formatCurrency(dbe.totalDollars) },
    ]);
  }
  const ending = slots.grantsEndingSoon;
  if (ending) {
    heading(doc, `Grants nearing end of performance: ${ending.count}`, '/grants');
    table(
      doc,
      [
        { title: 'Grant', width: 200 },
        { title: 'Airport', width: 100 },
        { title: 'Period ends', width: 120 },
        { title: 'Left', width: 120, align: 'right' },
      ],
      ending.grants.map((grant) => [
        grant.grantNumber,
        grant.airportCode,
        formatDate(grant.popEndDate),
        formatCurrency(grant.remaining),
      ]),
    );
  }
  const inspections = slots.overdueInspections;
  if (inspections) {
    heading(doc, 'Inspections', '/grants?tab=inspections');
    figures(doc, [
      { label: 'Airports overdue for inspection', value: String(inspections.overdueInspections) },
      { label: 'Corrective actions overdue', value: String(inspections.overdueActions) },
      { label: 'Corrective actions open', value: String(inspections.openActions) },
    ]);
  }
}

export async function renderExecutivePdf(overview: ExecutiveOverview): Promise<Buffer> {
  const { doc, finish } = await newPdfDocument({
    margin: MARGIN,
    info: { Title: 'Executive Overview', Subject: `Data as of ${formatDateTime12h(overview.asOf)}` },
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Executive Overview');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(DIM)
    .text(`Bipartisan Infrastructure Law grants. Data as of ${formatDateTime12h(overview.asOf)}`);
  if (overview.funding) drawFunding(doc, overview.funding);
  drawTimeliness(doc, overview);
  drawWaiting(doc, overview);
  drawOtherAreas(doc, overview.slots);
  return finish();
}
