import { formatCurrency } from '@bil/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { ProjectRowDetails } from './project-row-details';
import { StatusPill } from './status-pill';
import type { TableProject } from './table-project';
import classes from './project-table.module.css';

type ProjectRowProps<T extends TableProject> = {
  project: T;
  expanded: boolean;
  onToggle: (id: string) => void;
  onUpinClick: (upin: string) => void;
  renderActions?: (project: T) => ReactNode;
};

const stop = (event: { stopPropagation: () => void }) => {
  event.stopPropagation();
};

function Row<T extends TableProject>({
  project,
  expanded,
  onToggle,
  onUpinClick,
  renderActions,
}: ProjectRowProps<T>) {
  const title = project.project_title.trim() || 'Untitled';
  const upin = project.upin?.trim();
  const detailsId = `project-details-${project.id}`;
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <>
      <div
        className={`${classes.grid} ${classes.row} ${expanded ? classes.rowExpanded : ''}`}
        role="row"
        data-project-id={project.id}
        onClick={() => {
          onToggle(project.id);
        }}
      >
        <div className={`${classes.cell} ${classes.cellTitle}`} role="cell">
          <button
            type="button"
            className={`${classes.button} ${classes.titleButton}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            title={title}
            onClick={(event) => {
              stop(event);
              onToggle(project.id);
            }}
          >
            <Chevron size={16} aria-hidden style={{ flexShrink: 0 }} />
            <span className={classes.titleText}>{title}</span>
          </button>
        </div>
        <div className={`${classes.cell} ${classes.code} ${classes.cellCode}`} role="cell">
          {project.airport_code}
        </div>
        <div className={`${classes.cell} ${classes.cellCity}`} role="cell" title={project.city ?? undefined}>
          {project.city ?? '—'}
        </div>
        <div
          className={`${classes.cell} ${classes.cellPm}`}
          role="cell"
          title={project.tdot_pm ?? undefined}
          data-label="PM"
        >
          {project.tdot_pm ?? '—'}
        </div>
        <div className={`${classes.cell} ${classes.cellUpin}`} role="cell" data-label="UPIN">
          {upin ? (
            <button
              type="button"
              className={classes.link}
              aria-label={`Open UPIN ${upin} in the facility system`}
              onClick={(event) => {
                stop(event);
                onUpinClick(upin);
              }}
            >
              {upin}
            </button>
          ) : (
            '—'
          )}
        </div>
        <div className={`${classes.cell} ${classes.amount} ${classes.cellAmount}`} role="cell">
          {formatCurrency(project.total_amount)}
        </div>
        <div className={`${classes.cell} ${classes.cellStatus}`} role="cell">
          <StatusPill status={project.status} />
        </div>
        <div role="cell" className={classes.actions} onClick={stop}>
          {renderActions?.(project)}
        </div>
      </div>
      {expanded ? (
        <div className={classes.details} id={detailsId} role="row">
          <div role="cell">
            <ProjectRowDetails project={project} />
          </div>
        </div>
      ) : null}
    </>
  );
}

/** One project row; memoised, so typing in the search re-renders only rows that change. */
export const ProjectRow = memo(Row) as typeof Row;
