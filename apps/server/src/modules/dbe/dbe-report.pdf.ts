import {
  formatFormCell,
  uniformReportForm,
  type CrossCheck,
  type FormSection,
  type UniformReport,
} from '@bil/domain';
import type * as PdfLib from 'pdf-lib';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * The printable Uniform Report (Part 26, Appendix B) as a PDF: US Letter landscape, items 1-7 as a
 * two-column box, each Section a ruled grid with the form's column headings, then the cross-checks.
 * Laid out from the domain's uniformReportForm, like the screen and the Excel export.
 */
const PAGE = { width: 792, height: 612, margin: 36 };
const LABEL_WIDTH = 190;

type Palette = { ink: Color; fill: Color; alert: Color; footer: Color };

const paletteOf = ({ rgb }: typeof PdfLib): Palette => ({
  ink: rgb(0, 0, 0),
  fill: rgb(0.92, 0.92, 0.92),
  alert: rgb(0.7, 0, 0),
  footer: rgb(0.35, 0.35, 0.35),
});

// The standard fonts encode WinAnsi only: anything else (a stray emoji in a name) becomes '?'.
const printable = (text: string) =>
  text.replace(/[‐-―]/g, '-').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

type Fonts = { regular: PDFFont; bold: PDFFont };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Words break at spaces and after hyphens ('Race-' / 'conscious' fits a narrow column).
  const words = printable(text)
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((part, index) => ({ part, space: index === 0 })));
  for (const { part: word, space } of words) {
    const next = line ? `${line}${space ? ' ' : ''}${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly palette: Palette,
    private readonly footer: string,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(printable(this.footer), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 7,
      font: this.fonts.regular,
      color: this.palette.footer,
    });
    return page;
  }

  /** Starts a new page when `height` points do not fit. */
  need(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
  }

  text(value: string, options: { size?: number; bold?: boolean; x?: number; color?: Color } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = PAGE.width - 2 * PAGE.margin - (options.x ?? 0);
    for (const line of wrap(value, font, size, width)) {
      this.need(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, {
        x: PAGE.margin + (options.x ?? 0),
        y: this.y,
        size,
        font,
        color: options.color ?? this.palette.ink,
      });
    }
  }

  /** A ruled row of cells; returns nothing, moves down by the tallest cell. */
  row(cells: { text: string; width: number; bold?: boolean; right?: boolean; fill?: boolean }[], size = 8) {
    const wrapped = cells.map((cell) =>
      wrap(cell.text, cell.bold ? this.fonts.bold : this.fonts.regular, size, cell.width - 6),
    );
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * (size + 2) + 6;
    this.need(height);
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      const font = cell.bold ? this.fonts.bold : this.fonts.regular;
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: cell.width,
        height,
        borderColor: this.palette.ink,
        borderWidth: 0.5,
        ...(cell.fill ? { color: this.palette.fill } : {}),
      });
      (wrapped[index] ?? []).forEach((line, lineIndex) => {
        const lineWidth = font.widthOfTextAtSize(line, size);
        this.page.drawText(line, {
          x: cell.right ? x + cell.width - 3 - lineWidth : x + 3,
          y: this.y - 4 - (lineIndex + 1) * (size + 2) + 2,
          size,
          font,
        });
      });
      x += cell.width;
    });
    this.y -= height;
  }

  gap(points: number) {
    this.y -= points;
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
  // Loaded on first use, not at start-up: only this download needs it.
  const pdfLib = await import('pdf-lib');
  const { StandardFonts } = pdfLib;
  const doc = await pdfLib.PDFDocument.create();
  const form = uniformReportForm(report);
  doc.setTitle(`Uniform Report of DBE Awards or Commitments and Payments, FY${report.items.fiscalYear}`);
  doc.setSubject(status);
  // A fixed date keeps the same report's PDF the same bytes.
  doc.setCreationDate(new Date(`${report.items.periodEnd}T00:00:00Z`));
  doc.setModificationDate(new Date(`${report.items.periodEnd}T00:00:00Z`));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(
    doc,
    fonts,
    paletteOf(pdfLib),
    `FY${report.items.fiscalYear} Uniform Report - ${status}`,
  );
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
      ...(check.passed ? {} : { color: writer.palette.alert }),
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
  return doc.save();
}
