import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { MAX_REPORTED_ROWS, type ImportStreamLine } from '@bil/domain';
import type { TestServer } from './support/build-test-server';
import { sameOrigin, type SignedInUser } from './support/sign-in-as';
import type { importClient } from './imports.fixtures';
import { countRows, reportOf, startImportServer, csvOf } from './imports.fixtures';

// Made by fixtures/make-projects-xls.mjs: a real BIFF8 file with a formula whose cached value is used.
const XLS_FIXTURE = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/projects.xls'));

describe('import: .xls files, text dates, the report cap and progress lines', { timeout: 60_000 }, () => {
  let server: TestServer;
  let api: ReturnType<typeof importClient>;
  let admin: SignedInUser;

  beforeAll(async () => {
    ({ server, api, admin } = await startImportServer([
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alphaville', tdot_pm: 'Alice' },
    ]));
  });
  afterAll(async () => {
    await server.close();
  });

  const report = reportOf;
  const saved = (upins: string[]) =>
    server.ctx.db
      .selectFrom('projects')
      .select(['upin', 'application_date', 'bil_aig_amount', 'state_amount'])
      .where('upin', 'in', upins)
      .orderBy('upin')
      .execute();

  it('reads an Excel 97-2003 .xls: a chosen sheet, cached formula values, dates, $ and thousands', async () => {
    const missing = await api.dryRun(admin, XLS_FIXTURE, { kind: 'projects' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('missing the columns Airport code');
    const applied = report(
      await api.apply(admin, XLS_FIXTURE, { kind: 'projects', sheet: 'Projects', fileName: 'old.xls' }),
    );
    expect(applied.sheets).toEqual(['Notes', 'Projects']);
    expect(applied.counts).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 0 });
    expect(await saved(['XLS-1', 'XLS-2', 'XLS-3', 'XLS-4'])).toEqual([
      // The formula =7 was cached as 250000 by the writer: the cache is what the sheet showed.
      { upin: 'XLS-1', application_date: '2025-03-31', bil_aig_amount: 250000, state_amount: 100 },
      { upin: 'XLS-2', application_date: '2025-03-31', bil_aig_amount: 1234567.89, state_amount: 2000 },
      { upin: 'XLS-3', application_date: '2025-03-31', bil_aig_amount: 10, state_amount: 0 },
      { upin: 'XLS-4', application_date: '2025-03-31', bil_aig_amount: 10, state_amount: 0 },
    ]);
    expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
  });

  it('refuses an .xls with merged cells, and one with no such sheet', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['airport_code', 'project_title'],
      ['AAA', 'One'],
      [null, 'Two'],
    ]);
    sheet['!merges'] = [XLSX.utils.decode_range('A2:A3')];
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Grants');
    const file = XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const merged = await api.dryRun(admin, file, { kind: 'projects' });
    expect(merged.json<{ error: string }>().error).toBe(
      "The sheet 'Grants' has merged cells (A2:A3): unmerge them so every row has its own values.",
    );
    const noSheet = await api.dryRun(admin, file, { kind: 'projects', sheet: 'Nope' });
    expect(noSheet.statusCode).toBe(400);
    expect(noSheet.json<{ error: string }>().error).toBe("The workbook has no sheet named 'Nope'.");
  });

  it('reads dates typed as text in the common formats, and refuses one that is not a date', async () => {
    const dates = [
      '2025-03-31',
      '3/31/2025',
      '03/31/25',
      '31-Mar-2025',
      'Mar 31, 2025',
      'March 31 2025',
      '45747',
    ];
    const rows = dates.map((date, index) => ['AAA', `Dated ${index}`, `TXT-${index}`, date]);
    const file = csvOf([
      ['airport_code', 'project_title', 'upin', 'application_date'],
      ...rows,
      ['AAA', 'Bad', 'TXT-X', '31/31/2025'],
    ]);
    const dry = report(await api.dryRun(admin, file, { kind: 'projects' }));
    expect(dry.counts).toEqual({ created: dates.length, updated: 0, unchanged: 0, refused: 1 });
    expect(dry.rows.at(-1)?.issues).toEqual([
      { field: 'application_date', message: 'Application date must be a date, e.g. 2025-03-31 or 3/31/2025' },
    ]);
    const applied = report(await api.apply(admin, file, { kind: 'projects', skipInvalid: true }));
    const stored = await saved(dates.map((_, index) => `TXT-${index}`));
    expect(stored.map((row) => row.application_date)).toEqual(dates.map(() => '2025-03-31'));
    expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
  });

  it('lists at most the report limit of rows, refused first, with the count of the rest', async () => {
    const total = MAX_REPORTED_ROWS + 150;
    const rows = Array.from({ length: total }, (_, index) =>
      index === total - 1 ? ['AAA', ''] : ['AAA', `Row ${index}`],
    );
    const dry = report(
      await api.dryRun(admin, csvOf([['airport_code', 'project_title'], ...rows]), { kind: 'projects' }),
    );
    expect(dry.counts).toEqual({ created: total - 1, updated: 0, unchanged: 0, refused: 1 });
    expect(dry.rows).toHaveLength(MAX_REPORTED_ROWS);
    expect(dry.rowsLeftOut).toBe(150);
    expect(dry.rows.at(-1)).toMatchObject({ row: total + 1, action: 'refused' });
  });

  it('answers progress lines then the report when asked for application/x-ndjson', async () => {
    const before = await countRows(server, 'projects');
    const rows = Array.from({ length: 6000 }, (_, index) => ['AAA', `Streamed ${index}`]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/imports/apply?kind=projects&fileName=big.csv',
      headers: {
        ...sameOrigin,
        cookie: admin.cookie,
        accept: 'application/x-ndjson',
        'content-type': 'application/octet-stream',
      },
      payload: csvOf([['airport_code', 'project_title'], ...rows]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ImportStreamLine);
    const progress = lines.flatMap((line) => ('progress' in line ? [line.progress] : []));
    expect(progress.map((step) => step.checked)).toContain(5000);
    expect(progress.at(-1)).toMatchObject({ checked: 6000, written: 6000 });
    const last = lines.at(-1);
    expect(last && 'report' in last ? last.report.counts.created : null).toBe(6000);
    expect(await countRows(server, 'projects')).toBe(before + 6000);

    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/imports/dry-run?kind=airports&fileName=bad.csv',
      headers: {
        ...sameOrigin,
        cookie: admin.cookie,
        accept: 'application/x-ndjson',
        'content-type': 'application/octet-stream',
      },
      payload: csvOf([['airport_code', 'project_title']]),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('missing the columns Airport, City');
  });
});
