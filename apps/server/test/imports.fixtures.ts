import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { importReportSchema, type ImportKind, type ImportReport } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, type TestAirport } from './support/project-factory';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

export type Cell = ExcelJS.CellValue;

/** An .xlsx workbook with one sheet per entry, in order (FAA's one-year-per-sheet tables). */
export async function workbookOfSheets(sheets: { name: string; rows: Cell[][] }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An .xlsx workbook from rows (the first is the header); `edit` may change the sheet (merges, formulas). */
export async function workbookOf(
  rows: Cell[][],
  options: { sheet?: string; edit?: (sheet: ExcelJS.Worksheet) => void; extraSheet?: string } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  if (options.extraSheet) workbook.addWorksheet(options.extraSheet).addRow(['nothing here']);
  const sheet = workbook.addWorksheet(options.sheet ?? 'Sheet1');
  for (const row of rows) sheet.addRow(row);
  options.edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV text from rows (cells with a comma or quote are quoted). */
export function csvOf(rows: (string | number)[][]): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\r\n'), 'utf8');
}

export type ImportOptions = {
  kind: ImportKind;
  fileName?: string;
  sheet?: string;
  mapping?: Record<string, string | null>;
  skipInvalid?: boolean;
  fiscalYear?: number;
  createAirports?: boolean;
};

export function importClient(server: TestServer) {
  const send = (
    mode: 'dry-run' | 'apply',
    user: SignedInUser | undefined,
    file: Buffer,
    options: ImportOptions,
  ) => {
    const query = new URLSearchParams({ kind: options.kind, fileName: options.fileName ?? 'file.xlsx' });
    if (options.sheet) query.set('sheet', options.sheet);
    if (options.mapping) query.set('mapping', JSON.stringify(options.mapping));
    if (options.skipInvalid) query.set('skipInvalid', 'true');
    if (options.fiscalYear !== undefined) query.set('fiscalYear', String(options.fiscalYear));
    if (options.createAirports) query.set('createAirports', 'true');
    return server.app.inject({
      method: 'POST',
      url: `/api/imports/${mode}?${query.toString()}`,
      headers: {
        ...sameOrigin,
        'content-type': 'application/octet-stream',
        ...(user ? { cookie: user.cookie } : {}),
      },
      payload: file,
    });
  };
  return {
    dryRun: (user: SignedInUser | undefined, file: Buffer, options: ImportOptions) =>
      send('dry-run', user, file, options),
    apply: (user: SignedInUser | undefined, file: Buffer, options: ImportOptions) =>
      send('apply', user, file, options),
    undo: (user: SignedInUser, id: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/imports/${id}/undo`,
        headers: { ...sameOrigin, cookie: user.cookie },
      }),
    history: (user: SignedInUser) =>
      server.app.inject({ method: 'GET', url: '/api/imports', headers: { cookie: user.cookie } }),
  };
}

export async function countRows(
  server: TestServer,
  table:
    | 'projects'
    | 'airport_assignments'
    | 'import_runs'
    | 'gci_grants'
    | 'gci_reimbursements'
    | 'gci_inspections'
    | 'dbe_firms'
    | 'dbe_firm_certifications'
    | 'dbe_contracts',
): Promise<number> {
  const row = await server.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The message of an error answer ({ error }). */
export function errorOf(response: { json: () => unknown }): string {
  return (response.json() as { error: string }).error;
}

/** An import test file's set-up: the real app, its import client, a signed-in administrator, these airports. */
export async function startImportServer(airports: TestAirport[]) {
  const server = await buildTestServer();
  const api = importClient(server);
  const admin = await signInAs(server.app, 'admin');
  await insertAirports(server.ctx.db, airports);
  return { server, api, admin };
}

/** The report of a dry run or an apply that was answered 200. */
export function reportOf(response: { statusCode: number; body: string; json: () => unknown }): ImportReport {
  expect(response.statusCode, response.body).toBe(200);
  return importReportSchema.parse(response.json());
}
