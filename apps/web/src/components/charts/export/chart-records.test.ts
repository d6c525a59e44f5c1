import { describe, expect, it } from 'vitest';
import { collectRecordKeys, limitSheetName, toSheetCell, toTextCell } from './chart-records';
import { buildChartCsv, exportChartDataCsv, exportChartDataExcel } from './export-chart-data';

describe('chart records', () => {
  it('uses the union of every record key as the header, in order of first appearance', () => {
    expect(collectRecordKeys([{ a: 1, b: 2 }, { c: 3 }, { b: 4, d: 5 }])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('serialises objects to text but keeps dates for the spreadsheet', () => {
    const date = new Date('2025-01-02T03:04:05.000Z');
    expect(toTextCell({ grant: '101' })).toBe('{"grant":"101"}');
    expect(toTextCell(['101', '102'])).toBe('["101","102"]');
    expect(toTextCell(null)).toBe('');
    expect(toTextCell(date)).toBe('2025-01-02T03:04:05.000Z');
    expect(toSheetCell(date)).toBe(date);
    expect(toSheetCell({ a: 1 })).toBe('{"a":1}');
  });

  it('limits sheet names to 31 characters', () => {
    expect(limitSheetName('Chart Data')).toBe('Chart Data');
    expect(limitSheetName('x'.repeat(40))).toHaveLength(31);
  });
});

describe('chart CSV', () => {
  it('writes the union header, empty cells for missing keys, and quotes values with commas', () => {
    const csv = buildChartCsv([
      { Month: '2025-01', Grants: '101, 102', Funding: 1500 },
      { Month: '2025-02', Note: 'said "hi"' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Month,Grants,Funding,Note',
      '2025-01,"101, 102",1500,',
      '2025-02,,,"said ""hi"""',
    ]);
  });

  it('does nothing without data', async () => {
    expect(exportChartDataCsv([])).toBe(false);
    expect(exportChartDataCsv(undefined)).toBe(false);
    await expect(exportChartDataExcel([])).resolves.toBe(false);
  });
});
