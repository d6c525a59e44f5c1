import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workbookOf } from './imports.fixtures';
import { lastLine, runServerCli } from './support/run-cli';
import { TEST_DB_KIND } from './support/test-database';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-import-faa-cli-'));
const dataDir = path.join(workDir, 'data');

const runCli = (script: string, args: string[]) => runServerCli(dataDir, script, args);

// Issue 31 on the command line (it opens the embedded database itself: exercised in the PGlite pass).
describe.skipIf(TEST_DB_KIND === 'postgres')('npm run import with FAA layouts', { timeout: 480_000 }, () => {
  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('says which header row and fiscal year it took, lists unknown airports once, skips * rows; exit codes', async () => {
    expect((await runCli('demo', ['--projects', '5'])).code).toBe(0);
    const file = path.join(workDir, 'fy2025-aig.xlsx');
    fs.writeFileSync(
      file,
      await workbookOf(
        [
          ['FY 2025 AIG Allocations'],
          ['LOCID', 'Airport Name', 'City', 'AIG Allocation\nAmount'],
          ['BNA', 'Nashville International', 'Nashville', 1_000_000],
          ['ZZ9', 'Left NPIAS Field', 'Faraway', 150_000],
          ['*TNS', 'Tennessee statewide', '', 2_000_000],
        ],
        {
          sheet: 'Allocations',
          edit: (sheet) => {
            sheet.mergeCells('A1:D1');
          },
        },
      ),
    );

    const dry = await runCli('import', ['--kind', 'allocations', '--dry-run', file]);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain("sheet 'Allocations': header row 2; fiscal year 2025 (from the title)");
    expect(dry.stdout).toContain('AIG Allocation Amount -> amount');
    expect(dry.stdout).toContain('airports not in the catalogue: ZZ9 (Left NPIAS Field): 1 row');
    expect(dry.stdout).toContain('row 5: skipped (*TNS): airport_code: Statewide row (*TNS)');
    expect(lastLine(dry)).toBe('import: 0 created, 1 updated, 0 unchanged, 1 refused, 1 skipped');

    const chosen = await runCli('import', [
      '--kind',
      'allocations',
      '--dry-run',
      '--fiscal-year',
      '2024',
      file,
    ]);
    expect(chosen.stdout).toContain('fiscal year 2024 (given with --fiscal-year)');

    // --skip-invalid: the unknown airport's row is left out, the rest written: exit 0.
    const skipping = await runCli('import', ['--kind', 'allocations', '--skip-invalid', file]);
    expect(skipping.code, skipping.stdout + skipping.stderr).toBe(0);
    expect(skipping.stdout).toMatch(/Applied as import [0-9a-f-]{36}/);
    expect(lastLine(skipping)).toBe('import: 0 created, 1 updated, 0 unchanged, 1 refused, 1 skipped');

    const adding = await runCli('import', ['--kind', 'allocations', '--create-airports', file]);
    expect(adding.code, adding.stdout + adding.stderr).toBe(0);
    expect(lastLine(adding)).toBe('import: 1 created, 0 updated, 1 unchanged, 0 refused, 1 skipped');
  });

  it('a refused file still ends with the summary line, after its reason on one line', async () => {
    const file = path.join(workDir, 'no-year.xlsx');
    fs.writeFileSync(file, await workbookOf([['AIG Allocations'], ['LocID', 'Total\nAmount'], ['BNA', 1]]));
    const refused = await runCli('import', ['--kind', 'allocations', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('missing the column Fiscal Year');
    expect(refused.stderr).toContain('found: LocID, Total Amount');
    expect(lastLine(refused)).toBe('import: 0 created, 0 updated, 0 unchanged, 0 refused');

    const missing = await runCli('import', ['--kind', 'allocations', path.join(workDir, 'nope.xlsx')]);
    expect(missing.code).toBe(1);
    expect(lastLine(missing)).toBe('import: 0 created, 0 updated, 0 unchanged, 0 refused');
  });
});
