import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastLine, runServerCli } from './support/run-cli';
import { TEST_DB_KIND } from './support/test-database';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-import-cli-'));
const dataDir = path.join(workDir, 'data');

const runCli = (script: string, args: string[]) => runServerCli(dataDir, script, args);

// The command line opens the embedded database itself, so it is exercised once, in the PGlite pass.
describe.skipIf(TEST_DB_KIND === 'postgres')('npm run import / export', { timeout: 180_000 }, () => {
  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('reports, ends with the summary line, exits 1 when a row is refused, and changes nothing on a dry run', async () => {
    expect((await runCli('demo', ['--projects', '20'])).code).toBe(0);
    const file = path.join(workDir, 'projects.csv');
    fs.writeFileSync(
      file,
      'airport_code,project_title,upin\nBNA,Command line apron,CLI-1\nZZZ,Nowhere,CLI-2\n',
    );

    const dry = await runCli('import', ['--kind', 'projects', '--dry-run', file]);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain(
      'row 3: refused (upin:CLI-2): airport_code: Airport ZZZ is not in the airport list',
    );
    expect(lastLine(dry)).toBe('import: 1 created, 0 updated, 0 unchanged, 1 refused');

    const blocked = await runCli('import', ['--kind', 'projects', file]);
    expect(blocked.code).toBe(1);
    expect(blocked.stdout).toContain('Nothing written: refused rows');

    // Issue 31: with --skip-invalid the refused rows are the ones asked to be left out: exit 0.
    const skipped = await runCli('import', ['--kind', 'projects', '--skip-invalid', file]);
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toMatch(/Applied as import [0-9a-f-]{36}/);
    // Progress goes to stderr as a bar with the rows checked and written; stdout keeps the report.
    expect(skipped.stderr).toContain('[##############################] 2 rows checked, 1 written');
    expect(skipped.stdout).not.toContain('rows checked');

    const again = await runCli('import', ['--kind', 'projects', '--skip-invalid', file]);
    expect(lastLine(again)).toBe('import: 0 created, 0 updated, 1 unchanged, 1 refused');

    fs.writeFileSync(file, 'airport_code,project_title,upin\nBNA,Command line apron,CLI-1\n');
    const clean = await runCli('import', ['--kind', 'projects', file]);
    expect(clean).toMatchObject({ code: 0 });
    expect(lastLine(clean)).toBe('import: 0 created, 0 updated, 1 unchanged, 0 refused');

    const usage = await runCli('import', ['--kind', 'budgets', file]);
    expect(usage).toMatchObject({
      code: 2,
      stderr:
        '--kind must be projects, airports, allocations, dbe-firms, dbe-contracts, grants, reimbursements, inspections, faa-grants (see --help)',
    });

    const exported = path.join(workDir, 'everything.xlsx');
    const exportRun = await runCli('export', [exported]);
    expect(exportRun.code, exportRun.stderr).toBe(0);
    const roundTrip = await runCli('import', [
      '--kind',
      'projects',
      '--sheet',
      'Projects',
      '--dry-run',
      exported,
    ]);
    expect(lastLine(roundTrip)).toBe('import: 0 created, 0 updated, 21 unchanged, 0 refused');
  });
});
