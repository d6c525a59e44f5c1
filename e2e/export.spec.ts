import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect, signInAs, test } from './support/sign-in';

// Chart exports against the real server: every image format is downloaded and opened (PNG and JPEG at
// twice the drawing size, SVG parsed by the browser), and the data exports are read back.

const PAGE_LOAD_TIMEOUT = 30_000;
const CHART = 'Monthly Funding Trends';

type Size = { width: number; height: number };
type Trend = {
  month: string;
  totalFunding: number;
  projectCount: number;
  grantNumbers: string[];
  grantCount: number;
};

async function readDownload(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
function readPngSize(bytes: Buffer): Size {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from a JPEG's start-of-frame segment. */
function readJpegSize(bytes: Buffer): Size {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && marker !== 0xffc4 && marker !== 0xffc8 && marker !== 0xffcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no SOF segment in the JPEG');
}

function chartCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

async function exportFrom(page: Page, scope: Locator, title: string, item: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: `Export ${title}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

async function openDashboard(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/bil/dashboard');
  await expect(chartCard(page, CHART).locator('svg.recharts-surface').first()).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
}

test.describe('chart export', () => {
  // Several people share the test machine: give the screen-heavy tests room.
  test.describe.configure({ timeout: 90_000 });

  test('the export menu offers five formats', async ({ page }) => {
    await openDashboard(page);
    await chartCard(page, CHART)
      .getByRole('button', { name: `Export ${CHART}` })
      .click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([
      'Export as PNG',
      'Export as JPEG',
      'Export as SVG',
      'Export as CSV',
      'Export as Excel',
    ]);
  });

  test('SVG, PNG and JPEG open, with the title and data date, rasters at twice the size', async ({
    page,
  }) => {
    await openDashboard(page);
    const card = chartCard(page, CHART);

    const svgDownload = await exportFrom(page, card, CHART, 'Export as SVG');
    expect(svgDownload.suggestedFilename()).toBe('monthly-funding-trends.svg');
    await expect(page.getByText('Chart exported as SVG')).toBeVisible();
    const svgText = (await readDownload(svgDownload)).toString('utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        name: root.nodeName,
        width: Number(root.getAttribute('width')),
        height: Number(root.getAttribute('height')),
        texts: [...root.querySelectorAll(':scope > g text')].map((node) => node.textContent),
        paths: root.querySelectorAll('path').length,
      };
    }, svgText);
    expect(parsed.error).toBeNull();
    expect(parsed.name).toBe('svg');
    expect(parsed.texts[0]).toBe(CHART);
    expect(parsed.texts[1]).toMatch(/^Data as of \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(parsed.paths).toBeGreaterThan(0);
    expect(parsed.width).toBeGreaterThan(100);

    const pngDownload = await exportFrom(page, card, CHART, 'Export as PNG');
    expect(pngDownload.suggestedFilename()).toBe('monthly-funding-trends.png');
    await expect(page.getByText('Chart exported as PNG')).toBeVisible();
    expect(readPngSize(await readDownload(pngDownload))).toEqual({
      width: parsed.width * 2,
      height: parsed.height * 2,
    });

    const jpegDownload = await exportFrom(page, card, CHART, 'Export as JPEG');
    expect(jpegDownload.suggestedFilename()).toBe('monthly-funding-trends.jpeg');
    await expect(page.getByText('Chart exported as JPEG')).toBeVisible();
    expect(readJpegSize(await readDownload(jpegDownload))).toEqual({
      width: parsed.width * 2,
      height: parsed.height * 2,
    });
  });

  test('the expanded dialog exports its own, larger drawing', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: `Expand ${CHART}` }).click();
    const dialog = page.getByRole('dialog', { name: CHART });
    await expect(dialog.locator('svg.recharts-surface').first()).toBeVisible();
    const cardWidth = await chartCard(page, CHART)
      .locator('svg.recharts-surface')
      .first()
      .evaluate((svg) => svg.getBoundingClientRect().width);
    const download = await exportFrom(page, dialog, CHART, 'Export as PNG');
    const size = readPngSize(await readDownload(download));
    expect(size.width).toBeGreaterThan(cardWidth * 2);
  });

  test('CSV and Excel hold the chart data', async ({ page }) => {
    await openDashboard(page);
    const response = await page.request.get('/api/analytics/dashboard');
    const trends = ((await response.json()) as { monthlyTrends: Trend[] }).monthlyTrends;
    const card = chartCard(page, CHART);

    const csvDownload = await exportFrom(page, card, CHART, 'Export as CSV');
    expect(csvDownload.suggestedFilename()).toBe('monthly-funding-trends.csv');
    await expect(page.getByText('Chart data exported as CSV')).toBeVisible();
    const csvText = (await readDownload(csvDownload)).toString('utf8');
    const rows = Papa.parse<string[]>(csvText, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Month',
      'Total Funding',
      'Projects',
      'Avg Processing Days',
      'Grant Numbers',
      'BIL Application Numbers',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(trends.map((trend) => trend.month));
    expect(rows.slice(1).map((row) => Number(row[1]))).toEqual(trends.map((trend) => trend.totalFunding));
    // A list of grants has commas, so it is quoted in the file.
    const multi = trends.find((trend) => trend.grantNumbers.length > 1 && trend.grantCount <= 5);
    if (multi) expect(csvText).toContain(`"${multi.grantNumbers.join(', ')}"`);

    const excelDownload = await exportFrom(page, card, CHART, 'Export as Excel');
    expect(excelDownload.suggestedFilename()).toBe('monthly-funding-trends.xlsx');
    await expect(page.getByText('Chart data exported as Excel')).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an older Buffer type; the bytes are what it expects.
    const xlsx = (await readDownload(excelDownload)) as unknown as Parameters<typeof workbook.xlsx.load>[0];
    await workbook.xlsx.load(xlsx);
    const sheet = workbook.getWorksheet('Chart Data');
    expect(sheet).toBeDefined();
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Month',
      'Total Funding',
      'Projects',
      'Avg Processing Days',
      'Grant Numbers',
      'BIL Application Numbers',
    ]);
    expect(sheet?.rowCount).toBe(trends.length + 1);
    expect(sheet?.getRow(2).getCell(2).value).toBe(trends[0]?.totalFunding);
  });

  test('analytics charts export too', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/bil/analytics');
    const title = 'Funding by Program';
    const card = chartCard(page, title);
    await expect(card.locator('svg.recharts-surface').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    const download = await exportFrom(page, card, title, 'Export as PNG');
    expect(download.suggestedFilename()).toBe('funding-by-program.png');
    expect(readPngSize(await readDownload(download)).width).toBeGreaterThan(200);
  });

  // Issue 35 item 10: the last bar and the last tick label reached past the drawing's box and were cut.
  test('an exported PNG keeps the last bar and an empty right margin', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/bil/dashboard?tab=grant-analysis');
    const title = 'Processing Timeline by Grant';
    const card = chartCard(page, title);
    const bars = card.locator('[data-testid="chart-container"] .recharts-bar-rectangle path');
    await expect(bars.last()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    // Where the right-most bar is, from the left edge of the chart drawing, and its colour.
    const lastBar = await card.locator('[data-testid="chart-container"]').evaluate((container) => {
      const svgs = [...container.querySelectorAll('svg')].filter(
        (svg) => !svg.closest('.recharts-legend-wrapper'),
      );
      const svg = svgs.sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0];
      if (!svg) throw new Error('no chart drawing');
      const left = svg.getBoundingClientRect().left;
      const rects = [...svg.querySelectorAll('.recharts-bar-rectangle path')].map((path) => ({
        box: path.getBoundingClientRect(),
        fill: path.getAttribute('fill') ?? '',
      }));
      const last = rects.sort((a, b) => b.box.right - a.box.right)[0];
      if (!last) throw new Error('no bars');
      return { centre: last.box.left + last.box.width / 2 - left, fill: last.fill };
    });
    const png = await readDownload(await exportFrom(page, card, title, 'Export as PNG'));
    // The browser decodes the PNG: the column through the last bar holds its colour; the right margin is empty.
    const found = await page.evaluate(
      async ({ data, column, fill }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const target = [1, 3, 5].map((at) => Number.parseInt(fill.slice(at, at + 2), 16));
        let barColour = false;
        for (let y = 0; y < canvas.height; y += 1) {
          const at = (y * canvas.width + column) * 4;
          if (target.every((value, index) => Math.abs((pixels[at + index] ?? 0) - value) <= 8))
            barColour = true;
        }
        // 16 drawing units (32 pixels at twice the size) on the right with nothing drawn.
        let inkInMargin = 0;
        for (let y = 0; y < canvas.height; y += 1) {
          for (let x = canvas.width - 32; x < canvas.width; x += 1) {
            if ((pixels[(y * canvas.width + x) * 4 + 3] ?? 0) > 0) inkInMargin += 1;
          }
        }
        return { barColour, inkInMargin };
      },
      { data: png.toString('base64'), column: Math.round(lastBar.centre * 2), fill: lastBar.fill },
    );
    expect(found).toEqual({ barColour: true, inkInMargin: 0 });
  });
});
