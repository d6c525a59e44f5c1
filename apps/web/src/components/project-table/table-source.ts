import { groupKey, groupLabel, type ProjectGroup } from './group-projects';
import type { TableProject } from './table-project';

/** One group of the table's outline: where its rows start, and its sums once they are known. */
export type TableGroupSlot = {
  key: string;
  grantNumber: string | null;
  label: string;
  count: number;
  /** Index of the group's first row among all rows (table order). */
  rowStart: number;
};

/** The rows and groups in view (inclusive indexes), so a server-backed source can fetch them. */
export type VisibleRange = { firstRow: number; lastRow: number; firstGroup: number; lastGroup: number };

/**
 * What the project table draws: every group of the outline, and rows by index. A shared page builds it
 * from the projects it holds (sourceFromGroups); /bil/projects from the server's outline and windows.
 */
export type ProjectTableSource<T extends TableProject> = {
  slots: readonly TableGroupSlot[];
  rowCount: number;
  /** A group's sums and application numbers; undefined while the server has not sent them. */
  groupAt: (slot: number) => ProjectGroup<T> | undefined;
  rowAt: (row: number) => T | undefined;
  /** The row of a project, when known (SPEC §2 '?expand=' scrolls to it; an open row keeps its own key). */
  rowOf: (id: string) => number | undefined;
  onVisibleRange?: (range: VisibleRange) => void;
};

export function outlineSlots(
  grants: readonly (string | null)[],
  counts: readonly number[],
): TableGroupSlot[] {
  let rowStart = 0;
  return grants.map((grantNumber, index) => {
    const count = counts[index] ?? 0;
    const slot = {
      key: groupKey(grantNumber),
      grantNumber,
      label: groupLabel(grantNumber),
      count,
      rowStart,
    };
    rowStart += count;
    return slot;
  });
}

/** A source over groups the browser already holds (shared pages, an airport's projects). */
export function sourceFromGroups<T extends TableProject>(
  groups: readonly ProjectGroup<T>[],
): ProjectTableSource<T> {
  const rows = groups.flatMap((group) => group.projects);
  const slots = outlineSlots(
    groups.map((group) => group.grantNumber),
    groups.map((group) => group.projects.length),
  );
  let rowsById: Map<string, number> | undefined;
  return {
    slots,
    rowCount: rows.length,
    groupAt: (slot) => groups[slot],
    rowAt: (row) => rows[row],
    rowOf: (id) => {
      rowsById ??= new Map(rows.map((project, index) => [project.id, index]));
      return rowsById.get(id);
    },
  };
}
