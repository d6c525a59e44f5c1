import { formatStatusLabel } from '@bil/domain';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  approved: 'blue',
  'pending award': 'yellow',
  'pending sub-award': 'orange',
  'pending sponsor': 'grape',
  'pending tdot': 'violet',
  executed: 'teal',
  awarded: 'teal',
  completed: 'teal',
  rejected: 'red',
  'on hold': 'gray',
  'in progress': 'blue',
};

/** A status as a small coloured badge; unknown statuses are grey and title-cased (SPEC §4). */
export function StatusBadge({ status }: { status: string }) {
  const key = status.trim().toLowerCase();
  return (
    <Badge
      variant="light"
      radius="sm"
      color={STATUS_COLORS[key] ?? 'gray'}
      tt="none"
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatStatusLabel(status)}
    </Badge>
  );
}
