import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { pdfTextRuns } from './support/pdf-text';
import { insertAirports, insertProjects } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';

const ALICE = 'Alice Able';

describe('Download PDF: an airport and the grant metrics table', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
      { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: 'Bob Baker' },
    ]);
    // Enough grants to run past one page, and one at another PM's airport.
    await insertProjects(server.ctx.db, [
      ...Array.from({ length: 60 }, (_, index) => ({
        airport_code: 'AAA',
        tdot_pm: ALICE,
        grant_number: String(100 + index),
        project_title: `Apron phase ${index + 1}`,
        fiscal_year: 2024,
        bil_aig_amount: 10_000 + index,
        total_amount: 12_000 + index,
        status: 'pending',
      })),
      { airport_code: 'BBB', tdot_pm: 'Bob Baker', grant_number: '999', project_title: 'Bravo hangar' },
    ]);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: 'Bob Baker' });
  });
  afterAll(async () => {
    await server.close();
  });

  it("draws the airport's details, balances and projects on letter paper", async () => {
    const response = await get('/api/airports/aaa/report.pdf', alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="airport-AAA-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('AAA — Alpha Field');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(pdf.getPageCount()).toBeGreaterThan(1); // 60 projects do not fit one page
    const text = pdfTextRuns(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['AIG balance by fiscal year', 'FY24', 'Apron phase 60', 'Alice Able']),
    );
    expect(text.join(' ')).not.toContain('Bravo hangar');
  });

  it('refuses an airport the caller may not read, and the signed out', async () => {
    expect((await get('/api/airports/AAA/report.pdf', bob)).statusCode).toBe(404);
    expect((await get('/api/airports/ZZZ/report.pdf', admin)).statusCode).toBe(404);
    expect((await get('/api/airports/AAA/report.pdf')).statusCode).toBe(401);
  });

  it("draws every grant of the caller's dashboard, grant number descending, landscape", async () => {
    const response = await get('/api/analytics/grant-metrics.pdf', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('Grant metrics');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const grants = pdfTextRuns(response.rawPayload).filter((run) => /^\d+$/.test(run) && Number(run) >= 100);
    // The grant column, in order (counts and days are below 100 here).
    expect(grants.slice(0, 3)).toEqual(['999', '159', '158']);
    expect(grants).toContain('100');

    const own = pdfTextRuns((await get('/api/analytics/grant-metrics.pdf', alice)).rawPayload);
    expect(own).toContain('159');
    expect(own).not.toContain('999'); // another PM's grant
    expect((await get('/api/analytics/grant-metrics.pdf')).statusCode).toBe(401);
  });
});
