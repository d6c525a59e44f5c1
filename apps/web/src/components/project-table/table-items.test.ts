import { describe, expect, it } from 'vitest';
import { tableItems, type TableItem } from './table-items';
import { outlineSlots } from './table-source';

/** The list as the table drew it before: one object per header and per row. */
function everyItem(grants: (string | null)[], counts: number[], collapsed: ReadonlySet<string>): TableItem[] {
  const items: TableItem[] = [];
  outlineSlots(grants, counts).forEach((slot, index) => {
    const isCollapsed = collapsed.has(slot.key);
    items.push({ kind: 'group', key: `group:${slot.key}`, slot: index, collapsed: isCollapsed });
    if (isCollapsed) return;
    for (let row = slot.rowStart; row < slot.rowStart + slot.count; row += 1)
      items.push({ kind: 'row', row, slot: index });
  });
  return items;
}

describe('tableItems', () => {
  const grants = ['3', '10', null, '7'];
  const counts = [2, 1, 4, 3];

  for (const collapsed of [new Set<string>(), new Set(['10']), new Set(['3', '7'])]) {
    it(`answers every index as the full list does (collapsed: ${[...collapsed].join(', ') || 'none'})`, () => {
      const expected = everyItem(grants, counts, collapsed);
      const items = tableItems(outlineSlots(grants, counts), collapsed);
      expect(items.count).toBe(expected.length);
      expect(Array.from({ length: items.count }, (_, index) => items.at(index))).toEqual(expected);
      expect(items.at(-1)).toBeUndefined();
      expect(items.at(items.count)).toBeUndefined();
      for (let row = 0; row < 10; row += 1) {
        const index = expected.findIndex((item) => item.kind === 'row' && item.row === row);
        expect(items.indexOfRow(row)).toBe(index < 0 ? undefined : index);
      }
    });
  }

  it('finds a row past an empty group, and none beyond the last row', () => {
    const items = tableItems(outlineSlots(['1', '2', '3'], [2, 0, 1]), new Set());
    expect(items.indexOfRow(1)).toBe(2);
    expect(items.indexOfRow(2)).toBe(5);
    expect(items.indexOfRow(3)).toBeUndefined();
  });

  it('holds 32,000 groups and 100,000 rows without one object per row', () => {
    const many = Array.from({ length: 32_000 }, (_, index) => String(index));
    const sizes = many.map((_, index) => (index < 4_000 ? 4 : 3));
    const items = tableItems(outlineSlots(many, sizes), new Set());
    expect(items.count).toBe(32_000 + 100_000);
    expect(items.at(items.count - 1)).toEqual({ kind: 'row', row: 99_999, slot: 31_999 });
    expect(items.indexOfRow(99_999)).toBe(items.count - 1);
  });
});
