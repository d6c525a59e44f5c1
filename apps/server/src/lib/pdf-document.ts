/**
 * Drawn letter-size documents (pdfkit, standard PDF fonts, no browser on the server): a title block,
 * section headings, label/value facts and tables whose header row repeats on every page. The airport
 * and grant metrics PDFs use it; the executive PDF keeps its own drawing (charts).
 */

import { fitColumnWidths } from './pdf-column-widths';

export type PdfDoc = PDFKit.PDFDocument;
export type PdfColumn = { title: string; width: number; align?: 'left' | 'right' };

const MARGIN = 36; // half an inch
const INK = '#1f2933';
const DIM = '#5f6b7a';
const RULE = '#d0d7de';

export type PdfStart = { title: string; subtitle: string; landscape?: boolean };

/** A PDF being drawn; `finish()` ends it and resolves to the bytes. */
export type PdfInProgress = { doc: PdfDoc; finish: () => Promise<Buffer> };

/**
 * A new letter-size document collecting its bytes. pdfkit is loaded on first use, not at start-up:
 * it is a tenth of a second that only a PDF download needs.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PdfInProgress> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', ...options });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** A new document with its title block. */
export async function startPdf({ title, subtitle, landscape = false }: PdfStart): Promise<PdfInProgress> {
  const started = await newPdfDocument({
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: title, Subject: subtitle },
  });
  started.doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(title);
  started.doc.font('Helvetica').fontSize(9).fillColor(DIM).text(subtitle);
  return started;
}

/** The width between the margins. */
export function contentWidth(doc: PdfDoc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Starts a new page when fewer than `height` points are left. */
function keep(doc: PdfDoc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN) return false;
  doc.addPage();
  return true;
}

export function pdfHeading(doc: PdfDoc, title: string): void {
  keep(doc, 60);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(title, MARGIN, doc.y);
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + contentWidth(doc), doc.y + 2)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
}

/** Label and value pairs, two to a line. */
export function pdfFacts(doc: PdfDoc, facts: { label: string; value: string }[]): void {
  const half = contentWidth(doc) / 2;
  for (let index = 0; index < facts.length; index += 2) {
    keep(doc, 28);
    const y = doc.y;
    facts.slice(index, index + 2).forEach((fact, column) => {
      const x = MARGIN + column * half;
      doc
        .font('Helvetica-Bold')
        .fontSize(7)
        .fillColor(DIM)
        .text(fact.label.toUpperCase(), x, y, { width: half - 8 });
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(fact.value, x, y + 9, { width: half - 8 });
    });
    doc.y = y + 26;
  }
  doc.x = MARGIN;
}

export function pdfNote(doc: PdfDoc, text: string): void {
  keep(doc, 14);
  doc
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(DIM)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

/**
 * A table; widths are shares of the page width (they are scaled to fit). Cells wrap; the header row is
 * drawn again at the top of each new page, and a row never splits across pages.
 */
export function pdfTable(
  doc: PdfDoc,
  columns: PdfColumn[],
  rows: string[][],
  options: { fontSize?: number; totals?: string[] } = {},
): void {
  const fontSize = options.fontSize ?? 8.5;
  // Each column at least as wide as its longest header word (bold), plus the cell padding.
  doc.font('Helvetica-Bold').fontSize(fontSize);
  const minimums = columns.map(
    (column) => Math.max(...column.title.split(/\s+/).map((word) => doc.widthOfString(word))) + 5,
  );
  const widths = fitColumnWidths(
    columns.map((column) => column.width),
    minimums,
    contentWidth(doc),
  );
  const rowHeight = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    return Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: (widths[index] ?? 0) - 4 })),
    );
  };
  const line = (cells: string[], bold: boolean, shaded: boolean) => {
    const height = rowHeight(cells, bold) + 3;
    const y = doc.y;
    if (shaded) doc.rect(MARGIN, y - 1, contentWidth(doc), height).fill('#f1f3f5');
    let x = MARGIN;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(fontSize)
      .fillColor(INK);
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      doc.text(cell, x + 2, y + 1, { width: width - 4, align: columns[index]?.align ?? 'left' });
      x += width;
    });
    doc.y = y + height;
  };
  const header = columns.map((column) => column.title);
  keep(doc, rowHeight(header, true) + 20);
  line(header, true, true);
  for (const row of rows) {
    if (keep(doc, rowHeight(row, false) + 3)) line(header, true, true);
    line(row, false, false);
  }
  if (options.totals) {
    if (keep(doc, rowHeight(options.totals, true) + 3)) line(header, true, true);
    line(options.totals, true, false);
  }
  doc.x = MARGIN;
}

/** attachment headers for a PDF download. */
export function pdfDownloadHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  };
}
