import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { grantReportWorkbook } from './support/grant-detail-report';
import { lastLine, runServerCli } from './support/run-cli';
import { TEST_DB_KIND } from './support/test-database';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-import-faa-grants-cli-'));
const dataDir = path.join(workDir, 'data');
const runCli = (script: string, args: string[]) => runServerCli(dataDir, script, args);

// Issue 31, kind faa-grants on the command line (it opens the embedded database itself: the PGlite pass).
describe.skipIf(TEST_DB_KIND === 'postgres')('npm run import --kind faa-grants', { timeout: 480_000 }, () => {
  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('dry run, apply with --skip-invalid, a second run changes nothing; the summary line is last', async () => {
    expect((await runCli('demo', ['--projects', '5'])).code).toBe(0);
    const file = path.join(workDir, 'fy2025-grant-detail.xlsx');
    fs.writeFileSync(
      file,
      await grantReportWorkbook([
        [
          'TN',
          'Nashville',
          'Nashville International',
          'BNA',
          'Metropolitan Nashville Airport Authority',
          '3-47-9999-001-2025',
          45_726,
          1_000_000,
          0,
          2_500_000,
          0,
          3_500_000,
          'Rehabilitate Taxiway T',
        ],
        [
          'TN',
          '',
          'Tennessee statewide',
          '*TNS',
          'Tennessee DOT',
          '3-47-SBGP-050-2025',
          '9/1/2025',
          0,
          0,
          0,
          0,
          2_000_000,
          'State block grant administration',
        ],
        [
          'TN',
          'Faraway',
          'Left NPIAS Field',
          'ZZ9',
          'Faraway County',
          '3-47-9999-003-2025',
          '9/2/2025',
          80_000,
          0,
          0,
          0,
          80_000,
          'Apron lighting',
        ],
      ]),
    );

    const dry = await runCli('import', ['--kind', 'faa-grants', '--dry-run', file]);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain("sheet 'Grant Detail': header row 2");
    expect(dry.stdout).toContain('Total Amount -> total_amount');
    expect(dry.stdout).toContain('row 3: create (3-47-9999-001-2025)');
    expect(dry.stdout).toContain('row 4: skipped (*TNS): airport_code: Statewide row (*TNS)');
    expect(dry.stdout).toContain('airports not in the catalogue: ZZ9 (Left NPIAS Field): 1 row');
    expect(dry.stdout).toContain(
      'row 5: refused (3-47-9999-003-2025): airport_code: Airport ZZ9 is not in the airport list',
    );
    expect(lastLine(dry)).toBe('import: 1 created, 0 updated, 0 unchanged, 1 refused, 1 skipped');

    const applied = await runCli('import', ['--kind', 'faa-grants', '--skip-invalid', file]);
    expect(applied.code, applied.stdout + applied.stderr).toBe(0);
    expect(lastLine(applied)).toBe('import: 1 created, 0 updated, 0 unchanged, 1 refused, 1 skipped');

    const again = await runCli('import', ['--kind', 'faa-grants', '--skip-invalid', file]);
    expect(again.code).toBe(0);
    expect(lastLine(again)).toBe('import: 0 created, 0 updated, 1 unchanged, 1 refused, 1 skipped');

    // Read back through the export: the grant agreement carries the file's figures.
    const exported = path.join(workDir, 'everything.xlsx');
    expect((await runCli('export', [exported])).code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exported);
    const sheet = workbook.getWorksheet('Grants');
    const header = (sheet?.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    const rows = (sheet?.getSheetValues() ?? []).slice(2).map((row) => (row as ExcelJS.CellValue[]).slice(1));
    const grant = rows.find((row) => row[header.indexOf('grant_number')] === '3-47-9999-001-2025');
    const field = (name: string) => grant?.[header.indexOf(name)];
    expect([
      field('program'),
      field('airport_code'),
      field('federal_amount'),
      field('execution_date'),
    ]).toEqual(['bil_aig', 'BNA', 3_500_000, '2025-03-10']);
  });
});
