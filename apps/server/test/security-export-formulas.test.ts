import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, SPREADSHEET_FORMULA_START } from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { importClient } from './imports.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

/** Text a spreadsheet would run: planted in a text column of every kind the exports write. */
const PAYLOADS = {
  project: "=cmd|' /C calc'!A0",
  grantNumber: '=HYPERLINK("http://evil.example","x")',
  airport: '+SUM(1,1)',
  city: '-2+3',
  firm: '@SUM(A1)',
  sponsor: '\t=1+1',
  grant: '\r=1+1',
  inspector: '=1+1',
} as const;

type Cell = { file: string; value: unknown };

/** Every cell of a CSV, as text (a CSV has no types). */
function csvCells(file: string, text: string): Cell[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  return parsed.data.flat().map((value) => ({ file, value }));
}

/** Every cell of every sheet of a workbook, with its type (a number stays a number). */
async function xlsxCells(file: string, bytes: Buffer): Promise<Cell[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: Cell[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        expect(cell.type, `${file}: a formula cell`).not.toBe(ExcelJS.ValueType.Formula);
        cells.push({ file: `${file}/${sheet.name}`, value: cell.value });
      });
    });
  });
  return cells;
}

/**
 * Issue 34, finding 3: every CSV and sheet the server writes goes through the one formula rule (text
 * starting with = + - @, a tab or a return gets a leading apostrophe); numbers stay numbers.
 */
describe('no export writes a cell a spreadsheet would run', { timeout: 180_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, generateDemoData({ projects: 40 }));
    const db = server.ctx.db;
    const project = await db.selectFrom('projects').select('id').limit(1).executeTakeFirstOrThrow();
    await db
      .updateTable('projects')
      .set({ project_title: PAYLOADS.project, grant_number: PAYLOADS.grantNumber })
      .where('id', '=', project.id)
      .execute();
    const airport = await db
      .selectFrom('airport_assignments')
      .select('airport_code')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('airport_assignments')
      .set({ airport_name: PAYLOADS.airport, city: PAYLOADS.city })
      .where('airport_code', '=', airport.airport_code)
      .execute();
    await db.updateTable('dbe_firms').set({ name: PAYLOADS.firm }).execute();
    await db.updateTable('gci_grants').set({ sponsor: PAYLOADS.sponsor, title: PAYLOADS.grant }).execute();
    await db.updateTable('gci_inspections').set({ inspector: PAYLOADS.inspector }).execute();
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  /** Each route that writes a CSV, a workbook or a zip of them, with how to fetch and read it. */
  const exportsByRoute: Record<string, () => Promise<Cell[]>> = {
    'GET /api/exports/everything.zip': async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/exports/everything.zip',
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(response.rawPayload);
      const cells: Cell[] = [];
      for (const name of Object.keys(zip.files)) {
        cells.push(...csvCells(name, (await zip.file(name)?.async('string')) ?? ''));
      }
      expect(Object.keys(zip.files)).toEqual(
        expect.arrayContaining(['projects.csv', 'grants.csv', 'dbe-firms.csv', 'airports.csv']),
      );
      return cells;
    },
    'GET /api/exports/everything.xlsx': async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/exports/everything.xlsx',
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(200);
      return xlsxCells('everything.xlsx', response.rawPayload);
    },
    'GET /api/imports/templates/:kind': async () => {
      const cells: Cell[] = [];
      for (const kind of IMPORT_KINDS) {
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/imports/templates/${kind}`,
          headers: { cookie: admin.cookie },
        });
        expect(response.statusCode, kind).toBe(200);
        cells.push(...(await xlsxCells(`template-${kind}.xlsx`, response.rawPayload)));
      }
      return cells;
    },
    'POST /api/analytics/grant-metrics/export': async () => {
      const cells: Cell[] = [];
      for (const format of ['csv', 'xlsx'] as const) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/analytics/grant-metrics/export',
          headers: { ...sameOrigin, cookie: admin.cookie },
          payload: { format },
        });
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        cells.push(
          ...(format === 'csv'
            ? csvCells('grant-metrics.csv', response.body)
            : await xlsxCells('grant-metrics.xlsx', response.rawPayload)),
        );
      }
      return cells;
    },
  };

  it('covers every route that writes a CSV, a workbook or a zip (found in the registered routes)', () => {
    const fileRoutes = server.routes
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => /export|template|\.csv|\.xlsx|\.zip/.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(fileRoutes.sort()).toEqual(Object.keys(exportsByRoute).sort());
  });

  it.each(Object.keys(exportsByRoute))('%s writes every formula-like text inert', async (route) => {
    const read = exportsByRoute[route];
    if (!read) throw new Error(`no reader for ${route}`);
    const cells = await read();
    const texts = cells.filter((cell) => typeof cell.value === 'string') as { file: string; value: string }[];
    const live = texts.filter((cell) => SPREADSHEET_FORMULA_START.test(cell.value));
    expect(live, JSON.stringify(live.slice(0, 5))).toEqual([]);
    // XML (a workbook's cells) reads a stored carriage return back as a line feed.
    const lineEnds = (text: string) => text.replace(/\r/g, '\n');
    const values = new Set(texts.map((cell) => lineEnds(cell.value)));
    if (route.includes('everything')) {
      for (const payload of [
        PAYLOADS.project,
        PAYLOADS.grantNumber,
        PAYLOADS.airport,
        PAYLOADS.city,
        PAYLOADS.firm,
        PAYLOADS.sponsor,
        PAYLOADS.grant,
        PAYLOADS.inspector,
      ]) {
        expect(values.has(lineEnds(`'${payload}`)), `${route}: ${JSON.stringify(payload)}`).toBe(true);
      }
    }
    if (route.includes('grant-metrics')) expect(values.has(`'${PAYLOADS.grantNumber}`)).toBe(true);
    if (route.endsWith('.xlsx') || route.includes('grant-metrics')) {
      // Amounts stay numbers in a workbook, never text with an apostrophe.
      expect(cells.some((cell) => typeof cell.value === 'number')).toBe(true);
    }
    // No number was turned into escaped text.
    expect(texts.filter((cell) => /^'-?\d+(\.\d+)?$/.test(cell.value))).toEqual([]);
  });

  it('a file exported with escaped cells imports back as the text it was (the escape round-trips)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/exports/everything.xlsx',
      headers: { cookie: admin.cookie },
    });
    const dry = await importClient(server).dryRun(admin, response.rawPayload, {
      kind: 'projects',
      sheet: 'Projects',
    });
    expect(dry.statusCode, dry.body.slice(0, 300)).toBe(200);
    const report = dry.json<{ counts: Record<string, number> }>();
    expect(report.counts).toMatchObject({ created: 0, updated: 0, refused: 0 });
  });
});
