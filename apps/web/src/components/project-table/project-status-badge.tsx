import { formatStatusLabel } from '@bil/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { statusBadgeColor } from './status-colors';

type ProjectStatusBadgeProps = { status: string | null | undefined } & Omit<BadgeProps, 'color' | 'children'>;

/** A project's status as a coloured badge; unknown statuses are title-cased (SPEC §4). */
export function ProjectStatusBadge({ status, ...badgeProps }: ProjectStatusBadgeProps) {
  const label = status?.trim() ? formatStatusLabel(status) : 'Unknown';
  return (
    <Badge variant="light" radius="sm" tt="none" color={statusBadgeColor(status)} {...badgeProps}>
      {label}
    </Badge>
  );
}
