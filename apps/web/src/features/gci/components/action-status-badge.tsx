import { CORRECTIVE_ACTION_STATUS_LABELS, type CorrectiveActionDisplayStatus } from '@bil/domain';
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

const COLORS: Record<CorrectiveActionDisplayStatus, string> = {
  open: 'yellow',
  in_progress: 'blue',
  closed: 'green',
  overdue: 'red',
};

/** A corrective action's status; overdue stands out (filled red, with a warning icon). */
export function ActionStatusBadge({ status }: { status: CorrectiveActionDisplayStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant={status === 'overdue' ? 'filled' : 'light'}
      leftSection={status === 'overdue' ? <IconAlertTriangle size={12} /> : null}
    >
      {CORRECTIVE_ACTION_STATUS_LABELS[status]}
    </Badge>
  );
}
