/** SPEC §8 chart export texts: toasts the person sees and the internal reasons behind a failure. */
export const CHART_EXPORT_MESSAGES = {
  containerNotFound: 'Failed to export: Chart container not found',
  noSvg: 'Failed to export: No SVG found in chart',
  svgUnavailable: 'Failed to get SVG from chart container',
  noCanvasContext: 'Failed to get canvas context',
  imageLoadFailed: 'Failed to load SVG as image',
  imageLoadTimedOut: 'Image load timed out',
  csvExported: 'Chart data exported as CSV',
  excelExported: 'Chart data exported as Excel',
} as const;

export type ChartImageFormat = 'png' | 'jpeg' | 'svg';
export type ChartDataFormat = 'csv' | 'excel';
export type ChartExportFormat = ChartImageFormat | ChartDataFormat;

export const excelFailedMessage = (reason?: string) =>
  `Failed to export Excel file: ${reason && reason.trim() !== '' ? reason : 'Unknown error'}`;
export const chartExportedMessage = (format: ChartImageFormat) => `Chart exported as ${format.toUpperCase()}`;
export const chartExportFailedMessage = (format: ChartExportFormat) =>
  `Failed to export chart as ${format.toUpperCase()}`;

/** A failure whose message is meant for the person as it is (the two 'Failed to export: ...' cases). */
export class ChartExportError extends Error {
  readonly isShownAsIs: boolean;

  constructor(message: string, isShownAsIs = false) {
    super(message);
    this.name = 'ChartExportError';
    this.isShownAsIs = isShownAsIs;
  }
}

/** SPEC §9 export constants. */
export const EXPORT_SCALE = 2;
export const DEFAULT_EXPORT_SIZE = { width: 800, height: 600 } as const;
export const EXPORT_IMAGE_QUALITY = 1;
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;
export const PRE_EXPORT_DELAY_MS = 100;
export const DEFAULT_IMAGE_FILE_NAME = 'chart-export';
export const DEFAULT_DATA_FILE_NAME = 'chart-data';
export const EXCEL_SHEET_NAME = 'Chart Data';
export const MAX_SHEET_NAME_LENGTH = 31;
