import { GRANT_STATUS_LABELS, type GrantStatus } from '@bil/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<GrantStatus, string> = { active: 'green', closing: 'yellow', closed: 'gray' };

export function GrantStatusBadge({ status }: { status: GrantStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" style={{ overflow: 'visible' }}>
      {GRANT_STATUS_LABELS[status]}
    </Badge>
  );
}
