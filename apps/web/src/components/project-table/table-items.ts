import type { TableGroupSlot } from './table-source';

export type TableItem =
  | { kind: 'group'; key: string; slot: number; collapsed: boolean }
  | { kind: 'row'; row: number; slot: number };

/**
 * The virtual list of the table: a header per group, then (unless collapsed) one item per row. Held as
 * where each header stands, not as one object per row, so 100,000 rows cost one number per group.
 */
export type TableItems = {
  count: number;
  at: (index: number) => TableItem | undefined;
  /** Whether the item is a group header (no object made: the virtualizer asks this of every item). */
  isGroupAt: (index: number) => boolean;
  /** The item index of a row, or undefined when its group is collapsed or the row is out of range. */
  indexOfRow: (row: number) => number | undefined;
};

/** The last index whose value is at most `target` in an ascending list (-1 when none). */
function lastAtMost(values: ArrayLike<number>, target: number): number {
  let low = 0;
  let high = values.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) <= target) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export function tableItems(slots: readonly TableGroupSlot[], collapsed: ReadonlySet<string>): TableItems {
  const headerAt = new Float64Array(slots.length);
  const rowStarts = new Float64Array(slots.length);
  let count = 0;
  slots.forEach((slot, index) => {
    headerAt[index] = count;
    rowStarts[index] = slot.rowStart;
    count += 1 + (collapsed.has(slot.key) ? 0 : slot.count);
  });
  return {
    count,
    at: (index) => {
      if (index < 0 || index >= count) return undefined;
      const slotIndex = lastAtMost(headerAt, index);
      const slot = slots[slotIndex];
      if (!slot) return undefined;
      const offset = index - (headerAt[slotIndex] ?? 0);
      if (offset === 0) {
        return {
          kind: 'group',
          key: `group:${slot.key}`,
          slot: slotIndex,
          collapsed: collapsed.has(slot.key),
        };
      }
      return { kind: 'row', row: slot.rowStart + offset - 1, slot: slotIndex };
    },
    isGroupAt: (index) => headerAt[lastAtMost(headerAt, index)] === index,
    indexOfRow: (row) => {
      let slotIndex = lastAtMost(rowStarts, row);
      // An empty group starts where the next one does: the row is in the last non-empty one before it.
      while (slotIndex > 0 && slots[slotIndex]?.count === 0) slotIndex -= 1;
      const slot = slots[slotIndex];
      if (!slot || row >= slot.rowStart + slot.count || collapsed.has(slot.key)) return undefined;
      return (headerAt[slotIndex] ?? 0) + 1 + (row - slot.rowStart);
    },
  };
}
