import {
  AIG_FISCAL_YEARS,
  AIG_YEAR_KEYS,
  IMPORT_COLUMNS,
  authorize,
  importsPolicy,
  resolveProjectVisibility,
  type Actor,
  type ImportKind,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { throwIfRefused } from '../../lib/http-errors';
import { addSheetRow, writeCsv } from '../../lib/spreadsheet-file';
import { listVisibleAirports, listVisibleProjects } from './export.repository';
import { collectRecordSheets } from './record-export.service';

type Cell = string | number | null;
type Sheet = { kind: ImportKind; name: string; header: string[]; rows: Cell[][] };

const SHEET_NAMES: Record<ImportKind, string> = {
  projects: 'Projects',
  airports: 'Airports',
  allocations: 'Allocations',
  'dbe-firms': 'DBE firms',
  'dbe-contracts': 'DBE contracts',
  grants: 'Grants',
  reimbursements: 'Reimbursements',
  inspections: 'Inspections',
  'faa-grants': 'FAA grants',
};

/**
 * Everything the caller may see, a sheet per import kind, with the import's field names as headers:
 * a file exported here imports back unchanged (projects match by id, the others by their keys).
 */
async function collectSheets(db: Kysely<Database>, actor: Actor): Promise<Sheet[]> {
  throwIfRefused(authorize(importsPolicy, actor, 'export', null));
  const visibility = resolveProjectVisibility(actor);
  const projects = await listVisibleProjects(db, visibility);
  const airports = await listVisibleAirports(db, visibility);
  const fields = (kind: ImportKind) => IMPORT_COLUMNS[kind].map((column) => column.field);
  const projectFields = fields('projects');
  const allocationRows: Cell[][] = airports.flatMap((airport) =>
    airport.allocations
      ? AIG_YEAR_KEYS.map((key, index) => [
          airport.airport_code,
          airport.airport_name,
          airport.city,
          null,
          AIG_FISCAL_YEARS[index] ?? null,
          airport.allocations?.[`${key}_allocation`] ?? 0,
        ])
      : [],
  );
  return [
    {
      kind: 'projects',
      name: SHEET_NAMES.projects,
      header: projectFields,
      rows: projects.map((project) =>
        projectFields.map((field) => (project as Record<string, Cell>)[field] ?? null),
      ),
    },
    {
      kind: 'airports',
      name: SHEET_NAMES.airports,
      header: fields('airports'),
      rows: airports.map((airport) => [
        airport.airport_code,
        airport.airport_name,
        airport.city,
        airport.tdot_pm,
      ]),
    },
    {
      kind: 'allocations',
      name: SHEET_NAMES.allocations,
      header: fields('allocations'),
      rows: allocationRows,
    },
    ...(await collectRecordSheets(db, actor)).map((sheet) => ({ ...sheet, name: SHEET_NAMES[sheet.kind] })),
  ];
}

/** One .xlsx workbook, a sheet per kind. */
export async function exportWorkbook(db: Kysely<Database>, actor: Actor): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // on first use, not at start-up
  const workbook = new ExcelJS.Workbook();
  for (const sheet of await collectSheets(db, actor)) {
    const worksheet = workbook.addWorksheet(sheet.name);
    addSheetRow(worksheet, sheet.header).font = { bold: true };
    for (const row of sheet.rows) addSheetRow(worksheet, row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A .zip of one UTF-8 CSV per kind (every cell through the one formula rule, lib/spreadsheet-file). */
export async function exportCsvZip(db: Kysely<Database>, actor: Actor): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const sheet of await collectSheets(db, actor)) {
    zip.file(`${sheet.kind}.csv`, writeCsv(sheet.header, sheet.rows));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
