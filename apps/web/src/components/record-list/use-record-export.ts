import { toast } from 'sonner';
import { downloadRecordsCsv, downloadRecordsExcel, type ExportRecord } from './export-file';

export type ExportFormat = 'csv' | 'xlsx';

export type RecordExport<Row> = {
  /** Every matching row (all pages), fetched when the person asks for the file. */
  fetchAll: () => Promise<{ rows: readonly Row[] }>;
  toRecords: (rows: readonly Row[]) => ExportRecord[];
  /** What the rows are, plural, in the toasts ('obligations'). */
  noun: string;
  fileName: string;
  sheetName: string;
};

/** The Export menu's action: every match as CSV or Excel, with the toasts that say how it went. */
export function recordExporter<Row>({ fetchAll, toRecords, noun, fileName, sheetName }: RecordExport<Row>) {
  return async (format: ExportFormat) => {
    try {
      const records = toRecords((await fetchAll()).rows);
      if (records.length === 0) {
        toast.info(`No ${noun} to export`);
        return;
      }
      if (format === 'csv') downloadRecordsCsv(records, fileName);
      else await downloadRecordsExcel(records, fileName, sheetName);
      toast.success(`Exported ${records.length} ${noun}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  };
}
