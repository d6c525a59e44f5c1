// Spreadsheet import at scale (issue 15): `npx tsx scripts/bench/measure-import.ts [--rows 100000]`.
// Loads the demo airports into a fresh embedded database, writes N project rows as .csv and .xlsx,
// and times `npm run import` on each (a new database each time), with the command's peak memory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const AIRPORTS = ['BNA', 'MQY', 'JWN', 'M54', 'TYS', 'CHA', 'MEM', 'TRI'];
const HEADER = [
  'airport_code',
  'project_title',
  'upin',
  'application_date',
  'bil_aig_amount',
  'state_amount',
  'status',
];

function projectRow(index: number): (string | number)[] {
  const day = String((index % 28) + 1).padStart(2, '0');
  return [
    AIRPORTS[index % AIRPORTS.length] ?? 'BNA',
    `Imported project ${index + 1}`,
    `BENCH-${index + 1}`,
    `2025-03-${day}`,
    1000 + (index % 997),
    50 + (index % 13),
    'pending',
  ];
}

async function writeFiles(dir: string, rows: number): Promise<{ csv: string; xlsx: string }> {
  const csv = path.join(dir, 'projects.csv');
  const lines = [HEADER.join(',')];
  for (let index = 0; index < rows; index++) lines.push(projectRow(index).join(','));
  fs.writeFileSync(csv, lines.join('\n'));
  const xlsx = path.join(dir, 'projects.xlsx');
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: xlsx, useSharedStrings: false });
  const sheet = writer.addWorksheet('Projects');
  sheet.addRow(HEADER).commit();
  for (let index = 0; index < rows; index++) sheet.addRow(projectRow(index)).commit();
  await writer.commit();
  return { csv, xlsx };
}

function run(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', DATABASE_URL: '', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return result;
}

export type ImportFigure = {
  format: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMib: number;
  cpuSeconds: number;
  peakHeapMib: number;
  summary: string;
};

/** Times one import of N project rows per file format on a fresh embedded database. */
export async function measureImport(rows: number, formats = ['csv', 'xlsx']): Promise<ImportFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-bench-import-'));
  try {
    const files = await writeFiles(dir, rows);
    const figures: ImportFigure[] = [];
    for (const [format, file] of Object.entries(files).filter(([format]) => formats.includes(format))) {
      const env = { DATA_DIR: path.join(dir, `data-${format}`) };
      run(['apps/server/src/cli/demo.ts', '--projects', '10'], env);
      const rss = pathToFileURL(path.join(here, 'report-peak-rss.mjs')).href;
      const started = performance.now();
      const result = run(['--import', rss, 'apps/server/src/cli/import.ts', '--kind', 'projects', file], env);
      const seconds = (performance.now() - started) / 1000;
      const peak = Number(/peak-rss-kib (\d+)/.exec(result.stderr)?.[1] ?? NaN);
      const heap = Number(/peak-heap-kib (\d+)/.exec(result.stderr)?.[1] ?? NaN);
      const cpuMs = Number(/cpu-ms (\d+)/.exec(result.stderr)?.[1] ?? NaN);
      const summary = result.stdout.trim().split('\n').at(-1) ?? '';
      figures.push({
        format,
        rows,
        seconds,
        rowsPerSecond: rows / seconds,
        peakRssMib: peak / 1024,
        cpuSeconds: cpuMs / 1000,
        peakHeapMib: heap / 1024,
        summary,
      });
    }
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '100000' },
      formats: { type: 'string', default: 'csv,xlsx' },
    },
  });
  for (const figure of await measureImport(Number(values.rows), values.formats.split(','))) {
    console.log(
      `import ${figure.format.padEnd(4)} ${figure.rows} rows: ${figure.seconds.toFixed(1)} s, ${figure.rowsPerSecond.toFixed(0)} rows/s, CPU ${figure.cpuSeconds.toFixed(1)} s, peak RSS ${figure.peakRssMib.toFixed(0)} MiB, peak JS heap ${figure.peakHeapMib.toFixed(0)} MiB (${figure.summary})`,
    );
  }
}
