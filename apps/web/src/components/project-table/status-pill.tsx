import { formatStatusLabel } from '@bil/domain';
import type { CSSProperties } from 'react';
import { statusBadgeColor } from './status-colors';
import classes from './project-table.module.css';

/**
 * The status badge of a table row: the same colours and words as ProjectStatusBadge, drawn as a plain
 * span because a long table mounts many of them while someone types in the search.
 */
export function StatusPill({ status }: { status: string | null | undefined }) {
  const color = statusBadgeColor(status);
  const style = {
    '--pill-bg': `var(--mantine-color-${color}-light)`,
    '--pill-fg': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.pill} style={style}>
      {status?.trim() ? formatStatusLabel(status) : 'Unknown'}
    </span>
  );
}
