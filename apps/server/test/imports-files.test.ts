import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '@bil/domain';
import type { TestServer } from './support/build-test-server';
import type { SignedInUser } from './support/sign-in-as';
import type { importClient } from './imports.fixtures';
import { countRows, reportOf, startImportServer, csvOf, workbookOf } from './imports.fixtures';

describe('import files and the other kinds', { timeout: 60_000 }, () => {
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
  const refusal = async (file: Buffer, kind: 'projects' | 'airports' = 'projects', status = 400) => {
    const response = await api.dryRun(admin, file, { kind });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ error: string }>().error;
  };

  it('airports: creates new ones, changes the PM assignment of known ones, undo puts them back', async () => {
    const file = await workbookOf([
      ['LocID', 'Airport', 'City', 'PM'],
      ['aaa', 'Alpha Field', 'Alphaville', 'Bob'],
      ['NEW1', 'New Field', 'Newtown', ''],
    ]);
    const applied = report(await api.apply(admin, file, { kind: 'airports' }));
    expect(applied.counts).toEqual({ created: 1, updated: 1, unchanged: 0, refused: 0 });
    const airports = await server.ctx.db
      .selectFrom('airport_assignments')
      .select(['airport_code', 'tdot_pm'])
      .orderBy('airport_code')
      .execute();
    expect(airports).toEqual([
      { airport_code: 'AAA', tdot_pm: 'Bob' },
      { airport_code: 'NEW1', tdot_pm: null },
    ]);
    expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
    const after = await server.ctx.db
      .selectFrom('airport_assignments')
      .select(['airport_code', 'tdot_pm'])
      .execute();
    expect(after).toEqual([{ airport_code: 'AAA', tdot_pm: 'Alice' }]);
  });

  it('allocations in the FAA layout: "$1,234" amounts, FY column, unknown airport refused; balances follow', async () => {
    const file = csvOf([
      ['Location Identifier', 'Airport', 'City', 'State', 'FY', 'Amount'],
      ['AAA', 'Alpha Field', 'Alphaville', 'TN', 'FY24', '$1,295,000'],
      ['AAA', 'Alpha Field', 'Alphaville', 'TN', '2025', '110,000.50'],
      ['QQQ', 'Unknown', 'Nowhere', 'TN', 'FY24', '$1'],
      ['AAA', 'Alpha Field', 'Alphaville', 'TN', 'FY31', '$1'],
    ]);
    const applied = report(await api.apply(admin, file, { kind: 'allocations', skipInvalid: true }));
    expect(applied.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 2 });
    expect(applied.rows[3]?.issues).toEqual([
      { field: 'fiscal_year', message: 'Fiscal year must be one of FY22 to FY26' },
    ]);
    const balances = await server.ctx.db
      .selectFrom('airport_bil_balances')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(balances).toMatchObject({
      fy24_allocation: 1_295_000,
      fy24_balance: 1_295_000,
      fy25_allocation: 110_000.5,
      total_allocation: 1_405_000.5,
    });
    const again = report(await api.dryRun(admin, file, { kind: 'allocations' }));
    expect(again.counts).toMatchObject({ unchanged: 2, refused: 2 });
    expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
    expect(await server.ctx.db.selectFrom('airport_bil_balances').selectAll().execute()).toEqual([]);
  });

  it('uses the cached value of formulas, reads Excel serial dates and a chosen sheet', async () => {
    const file = await workbookOf(
      [
        ['airport_code', 'project_title', 'application_date', 'bil_aig_amount', 'state_amount'],
        ['AAA', 'Formula row', 45_747, 100, null],
      ],
      {
        sheet: 'Projects',
        extraSheet: 'Cover',
        edit: (sheet) => {
          sheet.getCell('E2').value = { formula: 'D2*2', result: 200 };
          sheet.getCell('B3').value = 'ignored';
        },
      },
    );
    const first = await api.dryRun(admin, file, { kind: 'projects' });
    expect(first.statusCode).toBe(400);
    expect(first.json<{ error: string }>().error).toContain(
      'missing the columns Airport code, Project title',
    );
    const dry = report(await api.dryRun(admin, file, { kind: 'projects', sheet: 'Projects' }));
    expect(dry.sheets).toEqual(['Cover', 'Projects']);
    expect(dry.rows[0]).toMatchObject({ action: 'create' });
    const applied = report(
      await api.apply(admin, file, { kind: 'projects', sheet: 'Projects', skipInvalid: true }),
    );
    const saved = await server.ctx.db
      .selectFrom('projects')
      .selectAll()
      .where('project_title', '=', 'Formula row')
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ application_date: '2025-03-31', state_amount: 200 });
    expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
  });

  it('a saved or sent mapping matches other headers', async () => {
    const file = csvOf([
      ['Sponsor Airport', 'Work', 'Grant #'],
      ['AAA', 'Lighting', '3-47-0001-001-2024'],
    ]);
    expect(await refusal(file)).toContain('missing the columns Airport code, Project title');
    const mapping = { 'Sponsor Airport': 'airport_code', Work: 'project_title', 'Grant #': 'grant_number' };
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/imports/mappings/projects',
      headers: { origin: 'http://localhost:3000', cookie: admin.cookie },
      payload: { mapping },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const dry = report(await api.dryRun(admin, file, { kind: 'projects' }));
    expect(dry.mapping).toEqual(mapping);
    expect(dry.counts.created).toBe(1);
  });

  it('reads CSV in UTF-8 with a BOM and in Windows-1252', async () => {
    const header = 'airport_code,project_title\r\n';
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${header}AAA,Café apron\r\n`, 'utf8'),
    ]);
    const win = Buffer.concat([
      Buffer.from(`${header}AAA,`, 'latin1'),
      Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94]),
      Buffer.from('\r\n'),
    ]);
    for (const [file, title] of [
      [bom, 'Café apron'],
      [win, '“Café”'],
    ] as const) {
      const applied = report(await api.apply(admin, file, { kind: 'projects' }));
      const saved = await server.ctx.db
        .selectFrom('projects')
        .select('project_title')
        .where('project_title', '=', title)
        .execute();
      expect(saved).toHaveLength(1);
      expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
    }
  });

  it('refuses bad files with a clear message and changes nothing', async () => {
    const before = await countRows(server, 'import_runs');
    expect(await refusal(Buffer.alloc(0))).toBe('The file is empty.');
    expect(
      await refusal(
        csvOf([
          ['', ''],
          ['', ''],
        ]),
      ),
    ).toBe('The sheet has no header row: its first row must name the columns.');
    expect(
      await refusal(
        csvOf([
          ['Location Identifier', 'Airport', 'City'],
          ['AAA', 'A', 'B'],
        ]),
      ),
    ).toContain('This file does not look like projects: missing the column Project title');
    expect(await refusal(csvOf([['airport_code', 'project_title']]), 'airports')).toContain(
      'missing the columns Airport, City',
    );
    const merged = await workbookOf(
      [
        ['airport_code', 'project_title'],
        ['AAA', 'One'],
        [null, 'Two'],
      ],
      {
        edit: (sheet) => {
          sheet.mergeCells('A2:A3');
        },
      },
    );
    expect(await refusal(merged)).toBe(
      "The sheet 'Sheet1' has merged cells (A2:A3): unmerge them so every row has its own values.",
    );
    const unreadable = 'The file is not an .xlsx or .xls workbook or a .csv file that can be read.';
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(unreadable);
    expect(await refusal(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe(unreadable);
    const tooLarge = Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x41);
    expect(await refusal(tooLarge, 'projects', 413)).toBe(
      'The file is 50.0 MB; the limit is 50.0 MB. Split it into smaller files.',
    );
    expect(await countRows(server, 'import_runs')).toBe(before);
  });
});
