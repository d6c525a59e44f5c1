import {
  formatFormCell,
  uniformReportForm,
  type CrossCheck,
  type FormSection,
  type UniformReport,
} from '@bil/domain';
import { newPdfDocument, type PdfDoc } from '../../lib/pdf-document';

/**
 * The printable Uniform Report (Part 26, Appendix B) as a PDF: US Letter landscape, items 1-7 as a
 * two-column box, each Section a ruled grid with the form's column headings, then the cross-checks.
 * Laid out from the domain's uniformReportForm, like the screen and the Excel export. Drawn with pdfkit,
 * the one PDF library (docs/ARCHITECTURE.md, "PDFs").
 */
const PAGE = { width: 792, height: 612, margin: 36 };
const LABEL_WIDTH = 190;
const INK = '#000000';
const FILL = '#ebebeb';
const ALERT = '#b30000';
const FOOTER = '#595959';

// The standard fonts encode WinAnsi only: anything else (a stray emoji in a name) becomes '?'.
const printable = (text: string) =>
  text.replace(/[‐-―]/g, '-').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

const fontOf = (bold: boolean | undefined) => (bold ? 'Helvetica-Bold' : 'Helvetica');

function wrap(doc: PdfDoc, text: string, bold: boolean | undefined, size: number, width: number): string[] {
  doc.font(fontOf(bold)).fontSize(size);
  const lines: string[] = [];
  let line = '';
  // Words break at spaces and after hyphens ('Race-' / 'conscious' fits a narrow column).
  const words = printable(text)
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((part, index) => ({ part, space: index === 0 })));
  for (const { part: word, space } of words) {
    const next = line ? `${line}${space ? ' ' : ''}${word}` : word;
    if (line && doc.widthOfString(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws top-down from `y`, the distance from the page's top edge; a new page gets the footer. */
class Writer {
  y = PAGE.margin;
  constructor(
    private readonly doc: PdfDoc,
    private readonly footer: string,
  ) {
    this.drawFooter();
  }

  private drawFooter(): void {
    this.doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(FOOTER)
      .text(printable(this.footer), PAGE.margin, PAGE.height - PAGE.margin / 2 - 7, { lineBreak: false });
  }

  /** Starts a new page when `height` points do not fit. */
  need(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.drawFooter();
    this.y = PAGE.margin;
  }

  text(value: string, options: { size?: number; bold?: boolean; x?: number; color?: string } = {}) {
    const size = options.size ?? 9;
    const x = PAGE.margin + (options.x ?? 0);
    const width = PAGE.width - 2 * PAGE.margin - (options.x ?? 0);
    for (const line of wrap(this.doc, value, options.bold, size, width)) {
      this.need(size + 3);
      this.y += size + 3;
      this.doc
        .font(fontOf(options.bold))
        .fontSize(size)
        .fillColor(options.color ?? INK)
        .text(line, x, this.y - size, { lineBreak: false });
    }
  }

  /** A ruled row of cells; moves down by the tallest cell. */
  row(cells: { text: string; width: number; bold?: boolean; right?: boolean; fill?: boolean }[], size = 8) {
    const wrapped = cells.map((cell) => wrap(this.doc, cell.text, cell.bold, size, cell.width - 6));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * (size + 2) + 6;
    this.need(height);
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      const box = this.doc.rect(x, this.y, cell.width, height).lineWidth(0.5);
      if (cell.fill) box.fillAndStroke(FILL, INK);
      else box.strokeColor(INK).stroke();
      this.doc.font(fontOf(cell.bold)).fontSize(size).fillColor(INK);
      (wrapped[index] ?? []).forEach((line, lineIndex) => {
        const lineWidth = this.doc.widthOfString(line);
        this.doc.text(
          line,
          cell.right ? x + cell.width - 3 - lineWidth : x + 3,
          this.y + 4 + lineIndex * (size + 2),
          {
            lineBreak: false,
          },
        );
      });
      x += cell.width;
    });
    this.y += height;
  }

  gap(points: number) {
    this.y += points;
  }
}

function drawSection(writer: Writer, section: FormSection) {
  writer.need(60);
  writer.gap(8);
  writer.text(section.title, { size: 10, bold: true });
  writer.gap(3);
  const width = (PAGE.width - 2 * PAGE.margin - LABEL_WIDTH) / section.columns.length;
  writer.row([
    { text: '', width: LABEL_WIDTH, fill: true },
    ...section.columns.map((column) => ({ text: column, width, bold: true, fill: true })),
  ]);
  for (const row of section.rows) {
    const bold = row.key === 'total';
    writer.row([
      { text: row.label, width: LABEL_WIDTH, bold },
      ...row.cells.map((cell, index) => ({
        text: formatFormCell(cell, section.kinds[index] ?? 'count'),
        width,
        right: true,
        bold,
      })),
    ]);
  }
}

export async function renderUniformReportPdf(
  report: UniformReport,
  crossChecks: readonly CrossCheck[],
  status: string,
): Promise<Uint8Array> {
  const form = uniformReportForm(report);
  // A fixed date keeps the same report's PDF the same bytes.
  const periodEnd = new Date(`${report.items.periodEnd}T00:00:00Z`);
  const { doc, finish } = await newPdfDocument({
    layout: 'landscape',
    margin: 0, // the writer keeps its own margins; pdfkit's would break pages under the footer
    info: {
      Title: `Uniform Report of DBE Awards or Commitments and Payments, FY${report.items.fiscalYear}`,
      Subject: status,
      CreationDate: periodEnd,
      ModDate: periodEnd,
    },
  });
  const writer = new Writer(doc, `FY${report.items.fiscalYear} Uniform Report - ${status}`);
  writer.text('UNIFORM REPORT OF DBE AWARDS OR COMMITMENTS AND PAYMENTS', { size: 13, bold: true });
  writer.text(form.title, { size: 8 });
  writer.text(status, { size: 9, bold: true });
  writer.gap(6);
  const half = (PAGE.width - 2 * PAGE.margin) / 2;
  for (let index = 0; index < form.items.length; index += 2) {
    const pair = form.items.slice(index, index + 2);
    writer.row(
      pair.flatMap((item) => [
        { text: item.label, width: half * 0.4, bold: true, fill: true },
        { text: item.value, width: half * 0.6 },
      ]),
      8,
    );
  }
  form.sections.forEach((section) => {
    drawSection(writer, section);
  });
  writer.need(40);
  writer.gap(10);
  writer.text('Cross-checks', { size: 10, bold: true });
  for (const check of crossChecks) {
    writer.text(`${check.passed ? 'PASSED' : 'FAILED'}  ${check.label}`, {
      size: 8,
      bold: !check.passed,
      ...(check.passed ? {} : { color: ALERT }),
    });
    if (!check.passed) {
      writer.text(check.detail, { size: 7, x: 12 });
      for (const item of check.items.slice(0, 10)) writer.text(`- ${item}`, { size: 7, x: 12 });
    }
  }
  writer.gap(14);
  writer.text(
    'Submitted by: ______________________________   Title: ____________________   Date: ____________',
    { size: 9 },
  );
  return new Uint8Array(await finish());
}
