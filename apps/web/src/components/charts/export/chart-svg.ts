import { DEFAULT_EXPORT_SIZE } from './chart-export-messages';

const SVG_NS = 'http://www.w3.org/2000/svg';
// Recharts draws the legend and the tooltip as HTML next to the chart; their small icons are SVGs too.
const NOT_THE_CHART = '.recharts-legend-wrapper, .recharts-tooltip-wrapper';

export type SvgSize = { width: number; height: number };
/** How far the drawing's content reaches past its box on the left and right (axis labels, last bars). */
export type SvgOverflow = { left: number; right: number };
export type LegendEntry = { label: string; color: string };

/** The chart's own drawing in a container: the largest SVG that is not a legend or tooltip icon. */
export function findChartSvg(container: Element): SVGSVGElement | null {
  let best: SVGSVGElement | null = null;
  let bestArea = -1;
  for (const svg of container.querySelectorAll('svg')) {
    if (svg.closest(NOT_THE_CHART)) continue;
    const { width, height } = measureSvg(svg);
    if (width * height > bestArea) {
      best = svg;
      bestArea = width * height;
    }
  }
  return best;
}

function readLength(value: string | null): number {
  const parsed = value === null ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

/** The drawing size on screen, else from its attributes or viewBox, else 800 by 600 (SPEC §9). */
export function measureSvg(svg: SVGSVGElement): SvgSize {
  const box = svg.getBoundingClientRect();
  if (box.width > 0 && box.height > 0)
    return { width: Math.round(box.width), height: Math.round(box.height) };
  const width = readLength(svg.getAttribute('width'));
  const height = readLength(svg.getAttribute('height'));
  if (width > 0 && height > 0) return { width, height };
  const [, , viewWidth = 0, viewHeight = 0] = (svg.getAttribute('viewBox') ?? '')
    .split(/[\s,]+/)
    .map(readLength);
  if (viewWidth > 0 && viewHeight > 0) return { width: viewWidth, height: viewHeight };
  return { ...DEFAULT_EXPORT_SIZE };
}

/**
 * How far the chart's content (e.g. the last tick label) reaches past the drawing's own box. Recharts
 * draws in pixels (viewBox 0 0 width height), so the content box is in the same units. Without a layout
 * (tests), nothing overflows.
 */
export function measureSvgOverflow(svg: SVGSVGElement, size: SvgSize): SvgOverflow {
  if (typeof svg.getBBox !== 'function') return { left: 0, right: 0 };
  try {
    const box = svg.getBBox();
    return {
      left: Math.max(0, Math.ceil(-box.x)),
      right: Math.max(0, Math.ceil(box.x + box.width - size.width)),
    };
  } catch {
    return { left: 0, right: 0 };
  }
}

/** The chart's legend (label and colour of each item), read from Recharts' HTML legend. */
export function readLegendEntries(container: Element): LegendEntry[] {
  const entries: LegendEntry[] = [];
  for (const item of container.querySelectorAll('.recharts-legend-item')) {
    const label = item.querySelector('.recharts-legend-item-text')?.textContent.trim() ?? '';
    if (label === '') continue;
    const icon = item.querySelector('path, rect, line');
    const color =
      icon?.getAttribute('fill') && icon.getAttribute('fill') !== 'none'
        ? (icon.getAttribute('fill') ?? '')
        : (icon?.getAttribute('stroke') ?? '#495057');
    entries.push({ label, color });
  }
  return entries;
}

export type ExportSvgOptions = {
  title?: string;
  /** 'Data as of 11/22/2026, 3:05 PM'. */
  subtitle?: string;
  legend?: readonly LegendEntry[];
  fontFamily?: string;
  /** Content past the drawing's box: the copy widens its view to show it rather than cut it. */
  overflow?: SvgOverflow;
};

export type ExportSvg = { markup: string; width: number; height: number };

const PADDING = 16;
const TITLE_SIZE = 16;
// A rough width per character of the 16 px bold title, so a long title widens the image, not gets cut.
const TITLE_CHAR_WIDTH = 11;
const SUBTITLE_SIZE = 12;
const LEGEND_ROW = 22;
const LEGEND_SWATCH = 12;
// A rough width per character of 12 px text, to wrap the legend without measuring fonts.
const LEGEND_CHAR_WIDTH = 7;

function createSvgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function createText(content: string, attributes: Record<string, string | number>): SVGTextElement {
  const text = createSvgElement('text', attributes);
  text.textContent = content;
  return text;
}

// Lays legend items out in rows across the width; returns the group and the number of rows used.
function drawLegend(
  legend: readonly LegendEntry[],
  width: number,
  top: number,
): { group: SVGGElement; rows: number } {
  const group = createSvgElement('g', { class: 'export-legend' });
  let x = PADDING;
  let row = 0;
  for (const entry of legend) {
    const itemWidth = LEGEND_SWATCH + 6 + entry.label.length * LEGEND_CHAR_WIDTH + 16;
    if (x > PADDING && x + itemWidth > width - PADDING) {
      row += 1;
      x = PADDING;
    }
    const y = top + row * LEGEND_ROW;
    group.append(
      createSvgElement('rect', {
        x,
        y,
        width: LEGEND_SWATCH,
        height: LEGEND_SWATCH,
        rx: 2,
        fill: entry.color,
      }),
      createText(entry.label, { x: x + LEGEND_SWATCH + 6, y: y + 10, 'font-size': 12, fill: '#343a40' }),
    );
    x += itemWidth;
  }
  return { group, rows: legend.length > 0 ? row + 1 : 0 };
}

/**
 * A standalone copy of the chart drawing for an export: a header band with the title and the 'data as
 * of' line (and the legend, which Recharts draws outside the SVG), then the chart itself at its screen
 * size. The page's drawing is cloned, never changed.
 */
export function buildExportSvg(svg: SVGSVGElement, size: SvgSize, options: ExportSvgOptions = {}): ExportSvg {
  const overflow = options.overflow ?? { left: 0, right: 0 };
  const chartWidth = Math.max(1, Math.round(size.width)) + overflow.left + overflow.right;
  // An empty margin on the right, so the last bar and its label never touch (or pass) the image's edge.
  const titleWidth = options.title ? Math.ceil(options.title.length * TITLE_CHAR_WIDTH) + 2 * PADDING : 0;
  const width = Math.max(chartWidth + PADDING, titleWidth);
  const chartHeight = Math.max(1, Math.round(size.height));
  const header = createSvgElement('g', { class: 'export-header' });
  let headerHeight = 0;
  if (options.title) {
    header.append(
      createText(options.title, {
        x: PADDING,
        y: PADDING + TITLE_SIZE,
        'font-size': TITLE_SIZE,
        'font-weight': 700,
        fill: '#1a1b1e',
      }),
    );
    headerHeight = PADDING + TITLE_SIZE;
  }
  if (options.subtitle) {
    const y = (headerHeight || PADDING) + SUBTITLE_SIZE + 6;
    header.append(
      createText(options.subtitle, { x: PADDING, y, 'font-size': SUBTITLE_SIZE, fill: '#5c636a' }),
    );
    headerHeight = y;
  }
  if (options.legend && options.legend.length > 0) {
    const top = (headerHeight || PADDING) + 10;
    const { group, rows } = drawLegend(options.legend, width, top);
    header.append(group);
    headerHeight = top + rows * LEGEND_ROW - (LEGEND_ROW - LEGEND_SWATCH);
  }
  if (headerHeight > 0) headerHeight += 12;

  const height = headerHeight + chartHeight;
  // No explicit xmlns attribute: the serializer writes the namespace of createElementNS once.
  const root = createSvgElement('svg', {
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    'font-family': options.fontFamily ?? 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  });
  const chart = svg.cloneNode(true) as SVGSVGElement;
  // The page sizes the drawing with CSS (e.g. width: 100%); in the copy it gets its pixel size instead.
  chart.removeAttribute('style');
  chart.removeAttribute('class');
  chart.setAttribute('x', '0');
  chart.setAttribute('y', String(headerHeight));
  chart.setAttribute('width', String(chartWidth));
  chart.setAttribute('height', String(chartHeight));
  // The view starts left of the drawing's box and ends right of it by the content that overflows.
  const view = (chart.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const [viewX = 0, viewY = 0, viewWidth = size.width, viewHeight = size.height] =
    view.length === 4 && view.every(Number.isFinite) ? view : [];
  const unit = viewWidth / Math.max(1, Math.round(size.width));
  chart.setAttribute(
    'viewBox',
    `${viewX - overflow.left * unit} ${viewY} ${viewWidth + (overflow.left + overflow.right) * unit} ${viewHeight}`,
  );
  root.append(header, chart);
  return { markup: new XMLSerializer().serializeToString(root), width, height };
}
