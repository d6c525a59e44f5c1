// `npm run import -- --kind projects|airports|allocations [--dry-run] [--skip-invalid] [--sheet S] FILE` (see HELP).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  IMPORT_KINDS,
  formatImportSummary,
  isImportKind,
  resolveAccess,
  type Actor,
  type ImportReport,
} from '@bil/domain';
import { loadConfig } from '../config';
import { runImport } from '../modules/imports';
import { openDatabase } from '../server';
import { EXIT_FAILED, UsageError, runCommand, usageErrorFrom } from './cli-support';
import { progressLine } from './progress-line';

const HELP = `Usage: npm run import -- --kind ${IMPORT_KINDS.join('|')} [--dry-run] [--skip-invalid] [--sheet NAME] FILE

Imports a spreadsheet (.xlsx, .xls or .csv) into the database the server uses (DATABASE_URL, else the
embedded database in DATA_DIR, default ./data), as a system import (audited as such), through the
same checks as the web's import screen. Columns are matched by field name or form label.

Every row is checked first and reported: create, update, unchanged or refused with the reason.
Then all rows are written in one transaction, or none when any row is refused (unless
--skip-invalid). The last line is the summary; the exit code is 0 when nothing was refused, else 1.

Options:
  --kind K         ${IMPORT_KINDS.join(', ')}
  --dry-run        check and report only; change nothing
  --skip-invalid   write the valid rows even when some are refused
  --sheet NAME     the workbook sheet to read (default: the first)
  -h, --help       show this help

With the embedded database, stop the server first: only one process may open it.`;

/** A system import: every right of an administrator, no person behind it (audited with no user). */
const SYSTEM_ACTOR: Actor = {
  ...resolveAccess({ account: null, hasSystemBypass: true, signedIn: true }),
  userId: null,
};

function parseOptions(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        kind: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'skip-invalid': { type: 'boolean', default: false },
        sheet: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw usageErrorFrom(error);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true as const };
  if (!isImportKind(values.kind)) throw new UsageError(`--kind must be ${IMPORT_KINDS.join(', ')}`);
  if (positionals.length !== 1) throw new UsageError('Give exactly one FILE to import');
  return {
    help: false as const,
    kind: values.kind,
    file: positionals[0] ?? '',
    dryRun: values['dry-run'],
    skipInvalid: values['skip-invalid'],
    sheet: values.sheet,
  };
}

function printReport(report: ImportReport, dryRun: boolean): void {
  for (const row of report.rows) {
    const reasons = row.issues.map((issue) =>
      issue.field ? `${issue.field}: ${issue.message}` : issue.message,
    );
    const line = `row ${row.row}: ${row.action}${row.key ? ` (${row.key})` : ''}`;
    console.log(reasons.length > 0 ? `${line}: ${reasons.join('; ')}` : line);
  }
  if (report.rowsLeftOut > 0) console.log(`(${report.rowsLeftOut} more rows not listed)`);
  const blocked = report.counts.refused > 0 && !report.applied && report.runId === null;
  if (dryRun) console.log('Dry run: nothing written.');
  else if (report.applied) console.log(`Applied as import ${report.runId} (sha256 ${report.sha256}).`);
  else if (blocked) console.log('Nothing written: refused rows (fix them, or use --skip-invalid).');
  else console.log('Nothing written.');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(HELP);
    return;
  }
  let file: Buffer;
  try {
    file = fs.readFileSync(options.file);
  } catch {
    throw new Error(`Cannot read ${options.file}`);
  }
  const config = loadConfig();
  const { handle } = await openDatabase(config);
  try {
    const progress = progressLine(process.stderr);
    const report = await runImport(
      handle.db,
      SYSTEM_ACTOR,
      {
        kind: options.kind,
        fileName: path.basename(options.file),
        file,
        sheet: options.sheet,
        dryRun: options.dryRun,
        skipInvalid: options.skipInvalid,
      },
      progress.show,
    );
    progress.done();
    printReport(report, options.dryRun);
    console.log(formatImportSummary(report.counts));
    if (report.counts.refused > 0) process.exitCode = EXIT_FAILED;
  } finally {
    await handle.close();
  }
}

runCommand(main);
