import { Text, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { groupProjectsByGrant, type ProjectGroup } from './group-projects';
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
const EXPANDED_ROW_HEIGHT = 420;

type Item<T extends TableProject> =
  | { kind: 'group'; key: string; group: ProjectGroup<T>; collapsed: boolean }
  | { kind: 'row'; key: string; project: T; expanded: boolean };

export type ProjectTableProps<T extends TableProject> = {
  projects: readonly T[];
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

/**
 * The virtual list: headers and rows. An open row has its own key, so its measured height never sticks
 * to the row once it is closed again (closed rows and headers have fixed heights and are not measured).
 */
function buildItems<T extends TableProject>(
  groups: ProjectGroup<T>[],
  collapsed: ReadonlySet<string>,
  expandedIds: ReadonlySet<string>,
): Item<T>[] {
  const items: Item<T>[] = [];
  for (const group of groups) {
    const isCollapsed = collapsed.has(group.key);
    items.push({ kind: 'group', key: `group:${group.key}`, group, collapsed: isCollapsed });
    if (isCollapsed) continue;
    for (const project of group.projects) {
      const expanded = expandedIds.has(project.id);
      items.push({ kind: 'row', key: expanded ? `open:${project.id}` : project.id, project, expanded });
    }
  }
  return items;
}

/**
 * SPEC §2 project table: rows under 'Grant #' headers, a row expands into its detail cards, a UPIN opens
 * the facility redirect. Only the rows on screen are drawn, so thousands of projects stay fast.
 */
export function ProjectTable<T extends TableProject>(props: ProjectTableProps<T>) {
  const { projects, expandedIds, onToggleExpanded, scrollToId, facilityUrlTemplate } = props;
  const { renderRowActions, renderGroupActions, maxHeight = 'max(440px, calc(100dvh - 300px))' } = props;
  const { collapsedGroups: controlledCollapsed, onToggleGroup } = props;
  const [ownCollapsed, setCollapsedGroups] = useState<ReadonlySet<string>>(() => new Set());
  const collapsedGroups = controlledCollapsed ?? ownCollapsed;
  const groups = useMemo(() => groupProjectsByGrant(projects), [projects]);
  const items = useMemo(
    () => buildItems(groups, collapsedGroups, expandedIds),
    [groups, collapsedGroups, expandedIds],
  );
  const upin = useUpinRedirect();
  const scrollerRef = useRef<HTMLDivElement>(null);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => {
      const item = items[index];
      if (!item || item.kind === 'group') return GROUP_HEIGHT;
      return item.expanded ? EXPANDED_ROW_HEIGHT : ROW_HEIGHT;
    },
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 4,
    useFlushSync: false,
  });

  // Scroll once to the row named in the address, when it is first in the table.
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollToId || scrolledTo.current === scrollToId) return;
    const index = items.findIndex((item) => item.kind === 'row' && item.project.id === scrollToId);
    if (index < 0) return;
    scrolledTo.current = scrollToId;
    virtualizer.scrollToIndex(index, { align: 'start' });
  }, [scrollToId, items, virtualizer]);

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
        className={classes.scroller}
        style={{ maxHeight }}
        role="table"
        aria-label="Projects by grant"
        aria-rowcount={projects.length + 1}
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
          {items.length === 0 ? (
            <div className={classes.empty} role="row">
              <Text c="dimmed" role="cell">
                {EMPTY_TABLE_MESSAGE}
              </Text>
            </div>
          ) : (
            <div className={classes.body} style={{ height: virtualizer.getTotalSize() }} role="rowgroup">
              {virtualizer.getVirtualItems().map((virtualItem) => {
                const item = items[virtualItem.index];
                if (!item) return null;
                return (
                  <div
                    key={virtualItem.key}
                    data-index={virtualItem.index}
                    // Headers and closed rows have fixed heights; only an open row is measured.
                    ref={item.kind === 'row' && item.expanded ? virtualizer.measureElement : undefined}
                    className={classes.item}
                    style={{ transform: `translateY(${virtualItem.start}px)` }}
                  >
                    {item.kind === 'group' ? (
                      <ProjectGroupHeader
                        group={item.group}
                        collapsed={item.collapsed}
                        onToggle={toggleGroup}
                        renderActions={renderGroupActions}
                      />
                    ) : (
                      <ProjectRow
                        project={item.project}
                        expanded={item.expanded}
                        onToggle={onToggleExpanded}
                        onUpinClick={upin.open}
                        renderActions={renderRowActions}
                      />
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
