import type { VisibleRange } from './table-source';

type RangeItem = { kind: 'group' | 'row'; slot: number; row?: number } | undefined;

/** The rows and groups among the drawn items (-1 when none): what a server-backed table must hold. */
export function visibleRangeOf(items: readonly RangeItem[]): VisibleRange {
  let firstRow = -1;
  let lastRow = -1;
  let firstGroup = -1;
  let lastGroup = -1;
  for (const item of items) {
    if (!item) continue;
    if (firstGroup < 0 || item.slot < firstGroup) firstGroup = item.slot;
    if (item.slot > lastGroup) lastGroup = item.slot;
    if (item.kind === 'row' && item.row !== undefined) {
      if (firstRow < 0 || item.row < firstRow) firstRow = item.row;
      if (item.row > lastRow) lastRow = item.row;
    }
  }
  return { firstRow, lastRow, firstGroup, lastGroup };
}
