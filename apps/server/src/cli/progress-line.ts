import type { ImportProgress } from '@bil/domain';

const WIDTH = 30;

function bar(progress: ImportProgress): string {
  const filled = Math.round(Math.min(1, Math.max(0, progress.share)) * WIDTH);
  const rows = (count: number) => count.toLocaleString('en-US');
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${rows(progress.checked)} rows checked, ${rows(progress.written)} written`;
}

/**
 * Import progress on stderr, so stdout (the report and its last summary line) stays clean for scripts.
 * On a terminal one line redrawn in place; otherwise a line every 10,000 rows checked and at the end.
 */
export function progressLine(stream: NodeJS.WriteStream) {
  let last: ImportProgress | null = null;
  let printed = { checked: -10_000, line: '' };
  return {
    show: (progress: ImportProgress) => {
      last = progress;
      if (stream.isTTY) stream.write(`\r${bar(progress)}`);
      else if (progress.checked - printed.checked >= 10_000) {
        printed = { checked: progress.checked, line: bar(progress) };
        stream.write(`${printed.line}\n`);
      }
    },
    done: () => {
      if (!last) return;
      if (stream.isTTY) stream.write('\n');
      else if (bar(last) !== printed.line) stream.write(`${bar(last)}\n`);
    },
  };
}
