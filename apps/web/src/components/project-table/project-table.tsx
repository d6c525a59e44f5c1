import { Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { groupProjectsByGrant, type ProjectGroup } from './group-projects';
import { LoadingRow } from './loading-row';
import { tableItems } from './table-items';
import { sourceFromGroups, type ProjectTableSource, type TableGroupSlot } from './table-source';
import { visibleRangeOf } from './visible-range';
import { ProjectGroupHeader } from './project-group-header';
import { ProjectRow } from './project-row';
import type { TableProject } from './table-project';
import { UpinRedirectDialog } from './upin-redirect-dialog';
import { useUpinRedirect } from './use-upin-redirect';
import classes from './project-table.module.css';

export const EMPTY_TABLE_MESSAGE = 'No projects match your current filters.';

const COLUMNS = ['Project title', 'LID', 'City', 'TDOT PM', 'UPIN', 'Total amount', 'Status', 'Actions'];
const GROUP_HEIGHT = 56;
const ROW_HEIGHT = 53;
/** On phones and tablets (issue 17) rows are cards and headers wrap: project-table.module.css .cards. */
const CARD_GROUP_HEIGHT = 84;
const CARD_ROW_HEIGHT = 116;
export const CARDS_MEDIA_QUERY = '(max-width: 1023px)';
const EXPANDED_ROW_HEIGHT = 420;

export type ProjectTableProps<T extends TableProject> = {
  /** The projects to group and show (shared pages); or a source of groups and rows (the server's). */
  projects?: readonly T[];
  source?: ProjectTableSource<T>;
  /** Ids of the rows whose details are open. */
  expandedIds: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
  /** Scrolls this row into view once it is in the table (SPEC §2 '?expand='). */
  scrollToId?: string | null;
  /** The facility system address template for UPIN links ('{upin}' marks the UPIN). */
  facilityUrlTemplate: string;
  renderRowActions?: (project: T) => ReactNode;
  renderGroupActions?: (group: ProjectGroup<T>) => ReactNode;
  /** CSS max-height of the scrolling table. */
  maxHeight?: string;
  /** Controlled group collapse (shared pages' Expand All / Collapse All); the table keeps its own otherwise. */
  collapsedGroups?: ReadonlySet<string>;
  onToggleGroup?: (key: string) => void;
};

/** The group a header shows: its sums when known, else its label and count. */
function groupOf<T extends TableProject>(
  slot: TableGroupSlot,
  group: ProjectGroup<T> | undefined,
): ProjectGroup<T> {
  return (
    group ?? {
      key: slot.key,
      grantNumber: slot.grantNumber,
      label: slot.label,
      count: slot.count,
      bilApplicationNumbers: [],
      projects: [],
      bilTotal: 0,
      total: 0,
    }
  );
}

const NO_PROJECTS: readonly never[] = [];

/**
 * SPEC §2 project table: rows under 'Grant #' headers, a row expands into its detail cards, a UPIN opens
 * the facility redirect. Only the rows on screen are drawn, so thousands of projects stay fast; with a
 * server source only the rows and group sums in view are fetched. An open row has its own key, so its
 * measured height never sticks to the row once it is closed again (closed rows and headers have fixed
 * heights and are not measured).
 */
export function ProjectTable<T extends TableProject>(props: ProjectTableProps<T>) {
  const { projects = NO_PROJECTS, expandedIds, onToggleExpanded, scrollToId, facilityUrlTemplate } = props;
  const { renderRowActions, renderGroupActions, maxHeight = 'max(440px, calc(100dvh - 300px))' } = props;
  const { collapsedGroups: controlledCollapsed, onToggleGroup } = props;
  const [ownCollapsed, setCollapsedGroups] = useState<ReadonlySet<string>>(() => new Set());
  const collapsedGroups = controlledCollapsed ?? ownCollapsed;
  const source = useMemo(
    () => props.source ?? sourceFromGroups(groupProjectsByGrant(projects)),
    [props.source, projects],
  );
  const { slots, rowAt, groupAt, onVisibleRange } = source;
  const items = useMemo(() => tableItems(slots, collapsedGroups), [slots, collapsedGroups]);
  // The open rows (row index and id) as text: what keys and sizes depend on, not on which rows have
  // arrived, so a block of rows arriving does not make the virtualizer lay out every item again.
  const openKey = JSON.stringify(
    [...expandedIds].flatMap((id) => {
      const row = source.rowOf(id);
      return row === undefined ? [] : [[row, id]];
    }),
  );
  const upin = useUpinRedirect();
  const cards = useMediaQuery(CARDS_MEDIA_QUERY);
  const groupHeight = cards ? CARD_GROUP_HEIGHT : GROUP_HEIGHT;
  const rowHeight = cards ? CARD_ROW_HEIGHT : ROW_HEIGHT;
  const scrollerRef = useRef<HTMLDivElement>(null);

  // Items are keyed by index, except an open row, which has its own key so its measured height never
  // sticks to the row once it is closed again. No key is made per row: the virtualizer asks every item.
  const openItems = useMemo(() => {
    const keys = new Map<number, string>();
    for (const [row, id] of JSON.parse(openKey) as [number, string][]) {
      const index = items.indexOfRow(row);
      if (index !== undefined) keys.set(index, `open:${id}`);
    }
    return keys;
  }, [items, openKey]);
  const keyOf = useCallback((index: number): string | number => openItems.get(index) ?? index, [openItems]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => {
      if (items.isGroupAt(index)) return groupHeight;
      return openItems.has(index) ? EXPANDED_ROW_HEIGHT : rowHeight;
    },
    getItemKey: keyOf,
    overscan: 4,
    useFlushSync: false,
  });
  const virtualItems = virtualizer.getVirtualItems();
  // Rows and headers change height between table and cards: lay the list out again.
  useEffect(() => {
    virtualizer.measure();
  }, [cards, virtualizer]);

  // Tell the source which rows and groups are in view (it fetches what it lacks).
  const drawn = virtualItems.map((virtualItem) => ({ virtualItem, item: items.at(virtualItem.index) }));
  const range = visibleRangeOf(drawn.map(({ item }) => item));
  const { firstRow, lastRow, firstGroup, lastGroup } = range;
  useEffect(() => {
    onVisibleRange?.({ firstRow, lastRow, firstGroup, lastGroup });
  }, [onVisibleRange, firstRow, lastRow, firstGroup, lastGroup]);

  // Scroll once to the row named in the address, when it is first in the table.
  const scrolledTo = useRef<string | null>(null);
  const scrollRow = scrollToId ? source.rowOf(scrollToId) : undefined;
  useEffect(() => {
    if (!scrollToId || scrolledTo.current === scrollToId || scrollRow === undefined) return;
    const index = items.indexOfRow(scrollRow);
    if (index === undefined) return;
    scrolledTo.current = scrollToId;
    virtualizer.scrollToIndex(index, { align: 'start' });
  }, [scrollToId, scrollRow, items, virtualizer]);

  const toggleOwnGroup = useCallback((key: string) => {
    setCollapsedGroups((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const toggleGroup = onToggleGroup ?? toggleOwnGroup;

  return (
    <>
      <div
        ref={scrollerRef}
        className={`${classes.scroller} ${cards ? classes.cards : ''}`}
        style={{ maxHeight }}
        role="table"
        aria-label="Projects by grant"
        aria-rowcount={source.rowCount + 1}
      >
        <div className={classes.inner}>
          <div className={`${classes.grid} ${classes.header}`} role="row">
            {COLUMNS.map((column) => (
              <div
                key={column}
                role="columnheader"
                className={column === 'Total amount' ? classes.amount : undefined}
              >
                {column === 'Actions' ? <VisuallyHidden>{column}</VisuallyHidden> : column}
              </div>
            ))}
          </div>
          {items.count === 0 ? (
            <div className={classes.empty} role="row">
              <Text c="dimmed" role="cell">
                {EMPTY_TABLE_MESSAGE}
              </Text>
            </div>
          ) : (
            <div className={classes.body} style={{ height: virtualizer.getTotalSize() }} role="rowgroup">
              {drawn.map(({ virtualItem, item }) => {
                if (!item) return null;
                const slot = slots[item.slot];
                if (!slot) return null;
                const project = item.kind === 'row' ? rowAt(item.row) : undefined;
                const summary = item.kind === 'group' ? groupAt(item.slot) : undefined;
                const expanded = project !== undefined && expandedIds.has(project.id);
                return (
                  <div
                    key={virtualItem.key}
                    data-index={virtualItem.index}
                    // Headers and closed rows have fixed heights; only an open row is measured.
                    ref={expanded ? virtualizer.measureElement : undefined}
                    className={classes.item}
                    style={{ transform: `translateY(${virtualItem.start}px)` }}
                  >
                    {item.kind === 'group' ? (
                      <ProjectGroupHeader
                        group={groupOf(slot, summary)}
                        summed={summary !== undefined}
                        collapsed={item.collapsed}
                        onToggle={toggleGroup}
                        renderActions={renderGroupActions}
                      />
                    ) : project ? (
                      <ProjectRow
                        project={project}
                        expanded={expanded}
                        onToggle={onToggleExpanded}
                        onUpinClick={upin.open}
                        renderActions={renderRowActions}
                      />
                    ) : (
                      <LoadingRow />
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
      <UpinRedirectDialog upin={upin.upin} urlTemplate={facilityUrlTemplate} onClose={upin.close} />
    </>
  );
}
