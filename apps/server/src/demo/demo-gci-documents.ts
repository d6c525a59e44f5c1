import type { DemoInspections } from './demo-gci-inspections';

export type DemoDocument = {
  id: string;
  record_type: 'grant' | 'inspection' | 'discrepancy';
  record_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Buffer;
  uploaded_by: null;
};

// A 1x1 PNG (a photo stand-in) and a one-page PDF: small, valid files whose type the server would accept.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
function pdf(title: string): Buffer {
  const text = `BT /F1 14 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n` +
      `4 0 obj<</Length ${String(text.length)}>>stream\n${text}\nendstream endobj\n` +
      `5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

function demoId(index: number): string {
  return `00000000-0013-4000-b000-${String(index).padStart(12, '0')}`;
}

/** A handful of sample documents: 5010 reports on a few inspections, photos on discrepancies, grant agreements. */
export function generateDocumentDemo(
  inspections: DemoInspections,
  grantIds: readonly string[],
): DemoDocument[] {
  const documents: DemoDocument[] = [];
  const add = (
    record_type: DemoDocument['record_type'],
    record_id: string,
    file_name: string,
    content: Buffer,
  ) => {
    documents.push({
      id: demoId(documents.length + 1),
      record_type,
      record_id,
      file_name,
      content_type: file_name.endsWith('.png') ? 'image/png' : 'application/pdf',
      size_bytes: content.length,
      content,
      uploaded_by: null,
    });
  };
  for (const inspection of inspections.inspections.slice(0, 4)) {
    add(
      'inspection',
      inspection.id,
      `5010 report ${inspection.airport_code} ${inspection.inspection_date}.pdf`,
      pdf(`FAA Form 5010 inspection ${inspection.airport_code} ${inspection.inspection_date}`),
    );
  }
  for (const discrepancy of inspections.discrepancies.slice(0, 3))
    add('discrepancy', discrepancy.id, 'site-photo.png', PNG);
  for (const grantId of grantIds.slice(0, 2))
    add('grant', grantId, 'grant-agreement.pdf', pdf('Grant agreement'));
  return documents;
}
