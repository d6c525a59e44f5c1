import { GRANT_STATUS_LABELS, type GrantStatus } from '@bil/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<GrantStatus, string> = { active: 'green', closing: 'yellow', closed: 'gray' };

export function GrantStatusBadge({ status }: { status: GrantStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {GRANT_STATUS_LABELS[status]}
    </Badge>
  );
}
