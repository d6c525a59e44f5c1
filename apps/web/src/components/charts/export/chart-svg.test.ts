import { describe, expect, it } from 'vitest';
import { buildExportSvg, findChartSvg, measureSvg, readLegendEntries } from './chart-svg';
import { CHART_EXPORT_MESSAGES } from './chart-export-messages';
import { exportChartImage } from './export-chart-image';
import { runExclusiveExport } from './export-lock';

function renderFakeChart(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `
    <div class="recharts-wrapper">
      <svg class="recharts-surface" width="640" height="300" viewBox="0 0 640 300" style="width: 100%">
        <g><rect x="10" y="10" width="20" height="100" fill="#264f90"></rect></g>
      </svg>
      <div class="recharts-legend-wrapper">
        <ul>
          <li class="recharts-legend-item"><svg class="recharts-surface" width="14" height="14"><path fill="#12b886" d=""></path></svg><span class="recharts-legend-item-text">State</span></li>
        </ul>
      </div>
    </div>`;
  document.body.append(container);
  return container;
}

describe('chart SVG', () => {
  it('finds the chart drawing, not the legend icons', () => {
    const container = renderFakeChart();
    expect(findChartSvg(container)?.getAttribute('width')).toBe('640');
    expect(readLegendEntries(container)).toEqual([{ label: 'State', color: '#12b886' }]);
  });

  it('measures from the attributes when the page has no layout, else falls back to 800 by 600', () => {
    const svg = findChartSvg(renderFakeChart());
    if (!svg) throw new Error('no svg');
    expect(measureSvg(svg)).toEqual({ width: 640, height: 300 });
    const bare = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    expect(measureSvg(bare)).toEqual({ width: 800, height: 600 });
  });

  it('adds a header band with the title and the data date above a copy of the chart', () => {
    const container = renderFakeChart();
    const svg = findChartSvg(container);
    if (!svg) throw new Error('no svg');
    const drawing = buildExportSvg(
      svg,
      { width: 640, height: 300 },
      {
        title: 'Monthly Funding Trends',
        subtitle: 'Data as of 01/05/2025, 3:04 PM',
        legend: readLegendEntries(container),
      },
    );
    // The chart's width and an empty 16-unit margin on the right.
    expect(drawing.width).toBe(656);
    expect(drawing.height).toBeGreaterThan(300);
    const parsed = new DOMParser().parseFromString(drawing.markup, 'image/svg+xml');
    const root = parsed.documentElement;
    expect(root.getAttribute('height')).toBe(String(drawing.height));
    const texts = [...root.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(['Monthly Funding Trends', 'Data as of 01/05/2025, 3:04 PM', 'State']);
    const chart = root.querySelector('svg');
    expect(chart?.getAttribute('y')).toBe(String(drawing.height - 300));
    expect(chart?.getAttribute('style')).toBeNull();
    // The page's drawing is left as it was.
    expect(svg.getAttribute('style')).toBe('width: 100%');
  });

  it('widens the view over content past the drawing, and the image for a long title', () => {
    const svg = findChartSvg(renderFakeChart());
    if (!svg) throw new Error('no svg');
    const drawing = buildExportSvg(svg, { width: 640, height: 300 }, { overflow: { left: 4, right: 30 } });
    const root = new DOMParser().parseFromString(drawing.markup, 'image/svg+xml').documentElement;
    const chart = root.querySelector('svg');
    expect(chart?.getAttribute('viewBox')).toBe('-4 0 674 300');
    expect(chart?.getAttribute('width')).toBe('674');
    expect(drawing.width).toBe(690);
    const narrow = buildExportSvg(svg, { width: 300, height: 300 }, { title: 'x'.repeat(60) });
    expect(narrow.width).toBeGreaterThanOrEqual(60 * 9);
  });
});

describe('chart image export', () => {
  it('refuses a missing container and a container without a drawing', async () => {
    await expect(exportChartImage(() => null, 'png')).rejects.toThrow(
      CHART_EXPORT_MESSAGES.containerNotFound,
    );
    const empty = document.createElement('div');
    await expect(exportChartImage(() => empty, 'svg')).rejects.toThrow(CHART_EXPORT_MESSAGES.noSvg);
  });

  it('runs one export at a time', async () => {
    let release: () => void = () => undefined;
    const first = runExclusiveExport(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await expect(runExclusiveExport(async () => undefined)).resolves.toBe(false);
    release();
    await expect(first).resolves.toBe(true);
    await expect(runExclusiveExport(async () => undefined)).resolves.toBe(true);
  });
});
