// `npm run import -- --kind K [--dry-run] [--skip-invalid] [--sheet S] [--fiscal-year Y] [--create-airports] FILE`.
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
import { EXIT_FAILED, UsageError, describeCliError, runCommand, usageErrorFrom } from './cli-support';
import { progressLine } from './progress-line';

const HELP = `Usage: npm run import -- --kind ${IMPORT_KINDS.join('|')} [--dry-run] [--skip-invalid] [--sheet NAME]
       [--fiscal-year YEAR] [--create-airports] FILE

Imports a spreadsheet (.xlsx, .xls or .csv) into the database the server uses (DATABASE_URL, else the
embedded database in DATA_DIR, default ./data), as a system import (audited as such), through the
same checks as the web's import screen. The header is the row among the first ten that names most of
the kind's columns (title rows above it are skipped); columns are matched by field name, form label or
FAA's spelling. A sheet without a Fiscal Year column takes its year from the sheet name or title
("FY 2025", "FY25", "2025"); a workbook with one sheet per year imports every year sheet.

Every row is checked first and reported: create, update, unchanged, refused with the reason, or skipped
(statewide '*' rows). Then all rows are written in one transaction, or none when any row is refused
(unless --skip-invalid). The last line is always the summary; the exit code is 0 when every row was
written or, with --skip-invalid, when every valid row was; else 1.

Options:
  --kind K         ${IMPORT_KINDS.join(', ')}
  --dry-run        check and report only; change nothing
  --skip-invalid   write the valid rows even when some are refused
  --sheet NAME     the workbook sheet to read (default: the first, or every year sheet)
  --fiscal-year Y  the fiscal year of a sheet without a Fiscal Year column
  --create-airports  add airports the catalogue lacks from the file's own columns (id, name, city)
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
        'fiscal-year': { type: 'string' },
        'create-airports': { type: 'boolean', default: false },
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
  const year = values['fiscal-year'];
  if (year !== undefined && !/^(19|20)\d{2}$/.test(year))
    throw new UsageError('--fiscal-year must be a four-digit year, e.g. 2025');
  return {
    help: false as const,
    kind: values.kind,
    file: positionals[0] ?? '',
    dryRun: values['dry-run'],
    skipInvalid: values['skip-invalid'],
    sheet: values.sheet,
    fiscalYear: year === undefined ? undefined : Number(year),
    createAirports: values['create-airports'],
  };
}

const NOTHING = { created: 0, updated: 0, unchanged: 0, refused: 0 };

/** One line of output: a cell's line break never reaches the terminal raw. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

const YEAR_FROM = {
  column: 'its column',
  'sheet name': 'from the sheet name',
  title: 'from the title',
  chosen: 'given with --fiscal-year',
} as const;

/** What the import worked out from the file's layout: per sheet its header row and fiscal year. */
function printInferred(report: ImportReport): void {
  for (const read of report.sheetsRead) {
    const where = read.sheet === null ? 'file' : `sheet '${read.sheet}'`;
    const from = read.fiscalYearFrom ? YEAR_FROM[read.fiscalYearFrom] : '';
    const year = read.fiscalYear === null ? '' : `; fiscal year ${read.fiscalYear} (${from})`;
    console.log(oneLine(`${where}: header row ${read.headerRow}${year}`));
  }
  const columns = Object.entries(report.mapping).flatMap(([header, field]) =>
    field ? [`${header} -> ${field}`] : [],
  );
  console.log(oneLine(`columns: ${columns.join(', ')}`));
  if (report.unknownAirports.length > 0) {
    const listed = report.unknownAirports.map(
      (airport) =>
        `${airport.code}${airport.name ? ` (${airport.name})` : ''}: ${airport.rows} row${airport.rows > 1 ? 's' : ''}`,
    );
    console.log(oneLine(`airports not in the catalogue: ${listed.join(', ')}`));
  }
}

function printReport(report: ImportReport, dryRun: boolean): void {
  printInferred(report);
  for (const row of report.rows) {
    const reasons = row.issues.map((issue) =>
      issue.field ? `${issue.field}: ${issue.message}` : issue.message,
    );
    const line = `row ${row.row}: ${row.action}${row.key ? ` (${row.key})` : ''}`;
    console.log(oneLine(reasons.length > 0 ? `${line}: ${reasons.join('; ')}` : line));
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
    console.error(`Cannot read ${options.file}`);
    console.log(formatImportSummary(NOTHING));
    process.exitCode = EXIT_FAILED;
    return;
  }
  const config = loadConfig();
  const { handle } = await openDatabase(config);
  const progress = progressLine(process.stderr);
  try {
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
        fiscalYear: options.fiscalYear,
        createAirports: options.createAirports,
      },
      progress.show,
    );
    progress.done();
    printReport(report, options.dryRun);
    console.log(formatImportSummary(report.counts, report.skipped));
    // With --skip-invalid, refused rows are the ones asked to be left out: the rest was written.
    const failed = report.counts.refused > 0 && (options.dryRun || !options.skipInvalid);
    if (failed) process.exitCode = EXIT_FAILED;
  } catch (error) {
    // A refused file still ends with the summary line, after its reason.
    progress.done();
    console.error(oneLine(describeCliError(error)));
    console.log(formatImportSummary(NOTHING));
    process.exitCode = EXIT_FAILED;
  } finally {
    await handle.close();
  }
}

runCommand(main);
