import type * as ExcelJsModule from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';
import { buildChartWorkbook, type ChartRecord } from '@/components/charts';

/** Finding 9: a grant number or title that is a formula must come out of every export as inert text. */
export const EVIL = '=HYPERLINK("x")';

export const csvCells = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.flat();

type ExcelModule = typeof ExcelJsModule;

/** Every cell value of the workbook the Excel export writes, read back with exceljs. */
export async function sheetCells(records: readonly ChartRecord[]): Promise<unknown[]> {
  const loaded = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  const ExcelJS = loaded.default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildChartWorkbook(records));
  const cells: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => cells.push(cell.value));
  });
  return cells;
}

export function expectInert(cells: readonly unknown[]) {
  expect(cells).toContain(`'${EVIL}`);
  expect(cells).not.toContain(EVIL);
  for (const cell of cells)
    expect(typeof cell === 'object' && cell !== null && 'formula' in cell).toBe(false);
}
