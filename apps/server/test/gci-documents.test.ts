import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentListSchema, documentSchema, inspectionDetailSchema, unsafeTextMessage } from '@bil/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { ALICE, BOB, insertGciFixture } from './gci.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CSV = Buffer.from('airport,amount\nAAA,100\n');

function multipart(fileName: string, bytes: Buffer) {
  const boundary = `----bil${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('GC&I documents on records', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let flaggedViewer: SignedInUser;
  let inspectionId: string;
  let documentId: string;

  const upload = (user: SignedInUser, fileName: string, bytes: Buffer, recordId = inspectionId) => {
    const body = multipart(fileName, bytes);
    return server.app.inject({
      method: 'POST',
      url: `/api/gci/documents?record_type=inspection&record_id=${recordId}`,
      headers: { ...sameOrigin, cookie: user.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const get = (url: string, user: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const counts = async () =>
    (
      await sql<{
        documents: number;
        audits: number;
      }>`select (select count(*)::int from gci_documents) as documents,
        (select count(*)::int from audit_logs) as audits`.execute(server.ctx.db)
    ).rows[0];

  beforeAll(async () => {
    server = await buildTestServer();
    await insertGciFixture(server.ctx.db);
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    flaggedViewer = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_gci: true })
      .where('user_id', '=', flaggedViewer.userId)
      .execute();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/gci/inspections',
      headers: { ...sameOrigin, cookie: alice.cookie },
      payload: { airport_code: 'AAA', inspection_date: '2024-05-01', inspector: 'Pat' },
    });
    inspectionId = inspectionDetailSchema.parse(created.json()).inspection.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores an image, a PDF and a CSV with the type found in their bytes; downloads them intact', async () => {
    const png = await upload(alice, 'photo of sign.png', PNG);
    expect(png.statusCode).toBe(201);
    const stored = documentSchema.parse(png.json());
    documentId = stored.id;
    expect(stored).toMatchObject({ content_type: 'image/png', size_bytes: PNG.length, isImage: true });
    expect(documentSchema.parse((await upload(alice, 'report.pdf', PDF)).json()).content_type).toBe(
      'application/pdf',
    );
    expect(documentSchema.parse((await upload(alice, 'costs.csv', CSV)).json()).content_type).toBe(
      'text/csv',
    );

    const download = await get(`/api/gci/documents/${documentId}/content`, flaggedViewer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="photo of sign.png"/);
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const list = documentListSchema.parse(
      (
        await get(`/api/gci/documents?record_type=inspection&record_id=${inspectionId}`, flaggedViewer)
      ).json(),
    );
    expect(list.documents).toHaveLength(3);
    expect(list.canEdit).toBe(false);
    const detail = inspectionDetailSchema.parse(
      (await get(`/api/gci/inspections/${inspectionId}`, alice)).json(),
    );
    expect(detail.history.some((entry) => entry.summary === 'Document photo of sign.png uploaded')).toBe(
      true,
    );
  });

  it('recognises an Excel workbook from its zip contents, and refuses it under another name', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Drawdowns').addRow(['RR-01', 1500]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const stored = await upload(alice, 'drawdowns.xlsx', xlsx);
    expect(stored.statusCode).toBe(201);
    expect(documentSchema.parse(stored.json()).content_type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const renamed = await upload(alice, 'drawdowns.docx', xlsx);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<{ error: string }>().error).toMatch(/an Excel workbook/);
  });

  it('refuses a file whose content is not its name, an unknown kind, a 26 MB and a 200 MB upload; nothing changes', async () => {
    const before = await counts();
    const mismatch = await upload(alice, 'invoice.pdf', PNG);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ error: string }>().error).toBe(
      'The file content (a PNG image) does not match its name (.pdf); nothing was saved',
    );
    const textAsPdf = await upload(alice, 'scan.pdf', CSV);
    expect(textAsPdf.statusCode).toBe(400);
    const exe = await upload(alice, 'tool.exe', Buffer.concat([Buffer.from('MZ'), randomBytes(200)]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json<{ error: string }>().error).toMatch(/not accepted/);
    const empty = await upload(alice, 'empty.csv', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);

    const big = await upload(alice, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(26 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: string }>().error).toBe('The file is larger than 25 MB');

    const huge = await server.app.inject({
      method: 'POST',
      url: `/api/gci/documents?record_type=inspection&record_id=${inspectionId}`,
      headers: {
        ...sameOrigin,
        cookie: alice.cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      payload: '--x--',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ error: string }>().error).toBe('The file is larger than 25 MB');
    expect(await counts()).toEqual(before);
  });

  // Issue 34: `invoice<RLO>fdp.exe` would show in the list as `invoiceexe.pdf`.
  it('refuses a file name with a right-to-left override in the words of the form; nothing is stored', async () => {
    const before = await counts();
    const response = await upload(alice, 'invoice\u202Efdp.pdf', PDF);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(unsafeTextMessage('File name'));
    expect(await counts()).toEqual(before);
  });

  it("follows the record's policy: another PM gets 404, a reader cannot upload or delete", async () => {
    expect((await get(`/api/gci/documents/${documentId}/content`, bob)).statusCode).toBe(404);
    expect((await upload(bob, 'x.png', PNG)).statusCode).toBe(404);
    expect((await upload(flaggedViewer, 'x.png', PNG)).statusCode).toBe(403);
    const refused = await server.app.inject({
      method: 'DELETE',
      url: `/api/gci/documents/${documentId}`,
      headers: { ...sameOrigin, cookie: flaggedViewer.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('deletes a document, audited, and a record takes its documents with it', async () => {
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/gci/documents/${documentId}`,
      headers: { ...sameOrigin, cookie: alice.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'delete_document')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ file_name: 'photo of sign.png', content_type: 'image/png' });
    await server.app.inject({
      method: 'DELETE',
      url: `/api/gci/inspections/${inspectionId}`,
      headers: { ...sameOrigin, cookie: alice.cookie },
    });
    expect(await counts()).toMatchObject({ documents: 0 });
  });
});
