import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { insertAirports } from './support/project-factory';

/** Issue 34, finding 6: a malformed upload form is 400 with a clear message, never a 500 or a 413. */
describe('malformed multipart uploads', { timeout: 120_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;
  let url = '';

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'MPT', airport_name: 'Multipart Field', city: 'Form', tdot_pm: null },
    ]);
    const grant = await server.ctx.db
      .insertInto('gci_grants')
      .values({
        program: 'aip_entitlement',
        grant_number: '3-47-0001-001-2025',
        airport_code: 'MPT',
        sponsor: 'Form County',
        title: 'Upload target',
        federal_amount: 1000,
        state_amount: 0,
        local_amount: 0,
        execution_date: '2025-01-15',
        pop_end_date: '2029-01-15',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    url = `/api/gci/documents?record_type=grant&record_id=${grant.id}`;
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (contentType: string, payload: string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...sameOrigin, cookie: admin.cookie, 'content-type': contentType },
      payload,
    });
  const documents = async () =>
    (await server.ctx.db.selectFrom('gci_documents').select('id').execute()).length;

  it('no boundary: 400 with a clear message, nothing saved', async () => {
    const response = await upload('multipart/form-data', 'not a form at all');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: DOCUMENT_MESSAGES.malformed });
    expect(await documents()).toBe(0);
  });

  it('a boundary never closed: 400 with a clear message, nothing saved', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 never closed';
    const response = await upload('multipart/form-data; boundary=XYZ', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: DOCUMENT_MESSAGES.malformed });
    expect(await documents()).toBe(0);
  });

  it('a form with a field but no file: 400 "Choose a file to upload", not 413', async () => {
    const body = '--XYZ\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--XYZ--\r\n';
    const response = await upload('multipart/form-data; boundary=XYZ', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: DOCUMENT_MESSAGES.noFile });
  });

  it('an empty, closed form: 400 "Choose a file to upload"', async () => {
    const response = await upload('multipart/form-data; boundary=XYZ', '--XYZ--\r\n');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: DOCUMENT_MESSAGES.noFile });
  });

  it('a well-formed upload still works', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\n' +
      'Content-Type: text/plain\r\n\r\nplain text note\r\n--XYZ--\r\n';
    const response = await upload('multipart/form-data; boundary=XYZ', body);
    expect(response.statusCode, response.body).toBe(201);
  });
});
