import {
  CHART_EXPORT_MESSAGES,
  ChartExportError,
  DEFAULT_IMAGE_FILE_NAME,
  EXPORT_IMAGE_QUALITY,
  EXPORT_SCALE,
  IMAGE_LOAD_TIMEOUT_MS,
  PRE_EXPORT_DELAY_MS,
  type ChartImageFormat,
} from './chart-export-messages';
import {
  buildExportSvg,
  findChartSvg,
  measureSvg,
  measureSvgOverflow,
  readLegendEntries,
  type ExportSvg,
} from './chart-svg';
import { downloadBlob } from './download-blob';

export type ChartImageOptions = {
  /** Without extension; default 'chart-export'. */
  fileName?: string;
  /** Drawn in the header band of the image. */
  title?: string;
  /** 'Data as of ...' line under the title. */
  subtitle?: string;
  /** Pixels per drawing unit; SPEC §9: 2. */
  scale?: number;
};

const MIME_TYPES: Record<ChartImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml;charset=utf-8',
};

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Loads SVG markup as an image; fails after 10 s ('Image load timed out') or on a load error. */
export function loadSvgImage(markup: string, timeoutMs = IMAGE_LOAD_TIMEOUT_MS): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([markup], { type: MIME_TYPES.svg }));
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => {
      finish();
      reject(new ChartExportError(CHART_EXPORT_MESSAGES.imageLoadTimedOut));
    }, timeoutMs);
    function finish() {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      URL.revokeObjectURL(url);
    }
    image.onload = () => {
      finish();
      resolve(image);
    };
    image.onerror = () => {
      finish();
      reject(new ChartExportError(CHART_EXPORT_MESSAGES.imageLoadFailed));
    };
    image.src = url;
  });
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new ChartExportError(CHART_EXPORT_MESSAGES.noCanvasContext));
      },
      type,
      EXPORT_IMAGE_QUALITY,
    );
  });
}

/** Draws the export SVG on a canvas at `scale`; JPEG gets a white background, PNG stays transparent. */
async function renderRaster(drawing: ExportSvg, format: 'png' | 'jpeg', scale: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(drawing.width * scale);
  canvas.height = Math.round(drawing.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new ChartExportError(CHART_EXPORT_MESSAGES.noCanvasContext);
  const image = await loadSvgImage(drawing.markup);
  if (format === 'jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, drawing.width, drawing.height);
  return canvasToBlob(canvas, MIME_TYPES[format]);
}

/**
 * SPEC §4/§5 image export of the chart in `container`: waits ~100 ms for the drawing to settle, refuses
 * a missing container or one without an SVG, then saves '{fileName}.{png|jpeg|svg}' with a header band
 * holding the title and the 'data as of' line.
 */
export async function exportChartImage(
  getContainer: () => Element | null,
  format: ChartImageFormat,
  options: ChartImageOptions = {},
): Promise<void> {
  await wait(PRE_EXPORT_DELAY_MS);
  const container = getContainer();
  if (!container) throw new ChartExportError(CHART_EXPORT_MESSAGES.containerNotFound, true);
  const svg = findChartSvg(container);
  if (!svg) throw new ChartExportError(CHART_EXPORT_MESSAGES.noSvg, true);
  const size = measureSvg(svg);
  const drawing = buildExportSvg(svg, size, {
    overflow: measureSvgOverflow(svg, size),
    ...(options.title ? { title: options.title } : {}),
    ...(options.subtitle ? { subtitle: options.subtitle } : {}),
    legend: readLegendEntries(container),
    fontFamily: getComputedStyle(container).fontFamily || undefined,
  });
  const fileName = `${options.fileName ?? DEFAULT_IMAGE_FILE_NAME}.${format}`;
  if (format === 'svg') {
    const markup = `<?xml version="1.0" encoding="UTF-8"?>\n${drawing.markup}`;
    downloadBlob(new Blob([markup], { type: MIME_TYPES.svg }), fileName);
    return;
  }
  downloadBlob(await renderRaster(drawing, format, options.scale ?? EXPORT_SCALE), fileName);
}
