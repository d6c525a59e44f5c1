import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit document draws, page content streams inflated and its hex-encoded strings decoded
 * (pdfkit writes standard-font text as `[<hex> kerning <hex>] TJ`), in drawing order, one string per
 * text operation. Enough to check what a drawn PDF says without a PDF text extractor.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexParts = [...(operation[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '');
      runs.push(hexParts.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return runs;
}
