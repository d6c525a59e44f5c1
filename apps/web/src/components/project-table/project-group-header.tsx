import { formatCurrency } from '@bil/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import type { ProjectGroup } from './group-projects';
import type { TableProject } from './table-project';
import classes from './project-table.module.css';

type ProjectGroupHeaderProps<T extends TableProject> = {
  group: ProjectGroup<T>;
  /** False while the group's sums are on their way from the server. */
  summed?: boolean;
  collapsed: boolean;
  onToggle: (key: string) => void;
  renderActions?: (group: ProjectGroup<T>) => ReactNode;
};

function GroupHeader<T extends TableProject>({
  group,
  summed = true,
  collapsed,
  onToggle,
  renderActions,
}: ProjectGroupHeaderProps<T>) {
  const count = group.count;
  const applications = group.bilApplicationNumbers.join(', ');
  return (
    <div className={classes.groupHeader} role="row" data-grant-key={group.key}>
      <div role="cell" style={{ display: 'contents' }}>
        <button
          type="button"
          className={`${classes.button} ${classes.groupToggle}`}
          aria-expanded={!collapsed}
          onClick={() => {
            onToggle(group.key);
          }}
        >
          {collapsed ? <IconChevronRight size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          <span className={classes.groupLabel}>{group.label}</span>
          <span className={classes.groupMeta} title={applications}>
            {!summed ? '' : applications ? `BIL application ${applications}` : 'No BIL application number'}
          </span>
        </button>
        <div className={classes.groupStats}>
          <span className={classes.count}>
            {count} {count === 1 ? 'project' : 'projects'}
          </span>
          <span>
            <span className={classes.dim}>BIL </span>
            <strong>{summed ? formatCurrency(group.bilTotal) : '…'}</strong>
          </span>
          <span>
            <span className={classes.dim}>Total </span>
            <strong>{summed ? formatCurrency(group.total) : '…'}</strong>
          </span>
          {renderActions?.(group)}
        </div>
      </div>
    </div>
  );
}

/** SPEC §2: 'Grant #' header with the BIL application numbers, project count, and BIL and total sums. */
export const ProjectGroupHeader = memo(GroupHeader) as typeof GroupHeader;
