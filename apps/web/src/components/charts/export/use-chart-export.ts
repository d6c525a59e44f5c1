import { formatDateTime12h } from '@bil/domain';
import { useCallback } from 'react';
import { toast } from 'sonner';
import {
  CHART_EXPORT_MESSAGES,
  chartExportedMessage,
  chartExportFailedMessage,
  ChartExportError,
  DEFAULT_DATA_FILE_NAME,
  DEFAULT_IMAGE_FILE_NAME,
  type ChartExportFormat,
} from './chart-export-messages';
import type { ChartRecord } from './chart-records';
import { exportChartDataCsv, exportChartDataExcel } from './export-chart-data';
import { exportChartImage } from './export-chart-image';
import { runExclusiveExport, useIsChartExporting } from './export-lock';

export type ChartExportSource = {
  /** The element around the chart drawing (not the card header). */
  getContainer: () => Element | null;
  title?: string;
  /** When the data was computed (ISO instant); the export says 'Data as of' it, else now. */
  asOf?: string;
  /** Records for CSV and Excel. */
  data?: readonly ChartRecord[];
  /** Base file name; default 'chart-export' for images and 'chart-data' for data. */
  fileName?: string;
};

export function formatDataAsOf(asOf: string | undefined, now: Date = new Date()): string {
  return `Data as of ${formatDateTime12h(asOf ?? now)}`;
}

function describeFailure(error: unknown, format: ChartExportFormat): string {
  if (error instanceof ChartExportError && error.isShownAsIs) return error.message;
  return chartExportFailedMessage(format);
}

/** Runs one export of a chart with the SPEC §8 toasts; ignored while another export runs. */
export function useChartExport(source: ChartExportSource): {
  isExporting: boolean;
  exportAs: (format: ChartExportFormat) => Promise<void>;
} {
  const isExporting = useIsChartExporting();
  const { getContainer, title, asOf, data, fileName } = source;

  const exportAs = useCallback(
    async (format: ChartExportFormat) => {
      await runExclusiveExport(async () => {
        try {
          if (format === 'csv') {
            if (exportChartDataCsv(data, fileName ?? DEFAULT_DATA_FILE_NAME)) {
              toast.success(CHART_EXPORT_MESSAGES.csvExported);
            }
            return;
          }
          if (format === 'excel') {
            if (await exportChartDataExcel(data, fileName ?? DEFAULT_DATA_FILE_NAME)) {
              toast.success(CHART_EXPORT_MESSAGES.excelExported);
            }
            return;
          }
          await exportChartImage(getContainer, format, {
            fileName: fileName ?? DEFAULT_IMAGE_FILE_NAME,
            ...(title ? { title } : {}),
            subtitle: formatDataAsOf(asOf),
          });
          toast.success(chartExportedMessage(format));
        } catch (error) {
          toast.error(describeFailure(error, format));
        }
      });
    },
    [getContainer, title, asOf, data, fileName],
  );

  return { isExporting, exportAs };
}
