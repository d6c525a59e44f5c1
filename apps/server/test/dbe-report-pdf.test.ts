import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportFixture } from './dbe.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { pdfTextRuns } from './support/pdf-text';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('DBE Uniform Report as a printable PDF', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;
  let viewer: SignedInUser;
  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    server = await buildTestServer();
    await insertReportFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: 'Alice Able' });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the draft as a landscape Letter PDF named for the year', async () => {
    const response = await get('/api/dbe/reports/2025/form.pdf', pm);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="dbe-uniform-report-fy2025-draft.pdf"',
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('Uniform Report of DBE Awards or Commitments and Payments, FY2025');
    expect(pdf.getSubject()).toMatch(/^Draft computed \d{4}-\d{2}-\d{2}$/);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
    const text = pdfTextRuns(response.rawPayload);
    expect(text[1]).toBe('UNIFORM REPORT OF DBE AWARDS OR COMMITMENTS AND PAYMENTS');
    expect(text).toContain('Cross-checks');
    expect(text.at(-1)).toMatch(/^Submitted by: _+ +Title: _+ +Date: _+$/);
    // Every page carries the footer with the report's year and status.
    const footers = text.filter((run) =>
      /^FY2025 Uniform Report - Draft computed \d{4}-\d{2}-\d{2}$/.test(run),
    );
    expect(footers).toHaveLength(pdf.getPageCount());
  });

  it('prints a submitted version with who submitted it; unknown versions 404, bad input 400', async () => {
    expect((await get('/api/dbe/reports/2025/form.pdf?version=1', pm)).statusCode).toBe(404);
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/dbe/reports/2025/submissions',
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: {},
    });
    expect(submitted.statusCode).toBe(201);
    const response = await get('/api/dbe/reports/2025/form.pdf?version=1', pm);
    expect(response.statusCode).toBe(200);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getSubject()).toMatch(
      new RegExp(`^Version 1 submitted \\d{4}-\\d{2}-\\d{2} by ${admin.email}$`),
    );
    expect((await get('/api/dbe/reports/2025/form.pdf?version=x', pm)).statusCode).toBe(400);
    expect((await get('/api/dbe/reports/1999/form.pdf', pm)).statusCode).toBe(400);
  });

  it('refuses the signed out and a viewer without the flag', async () => {
    expect((await get('/api/dbe/reports/2025/form.pdf')).statusCode).toBe(401);
    expect((await get('/api/dbe/reports/2025/form.pdf', viewer)).statusCode).toBe(403);
  });
});
