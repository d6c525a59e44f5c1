import { TRIP_STATUS_LABELS, type TripStatus } from '@bil/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<TripStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  denied: 'red',
  withdrawn: 'gray',
  completed: 'green',
};

export function TripStatusBadge({ status }: { status: TripStatus }) {
  return (
    // max-content: a table cell would shrink the badge to 'REQUEST...' (issue 35).
    <Badge color={COLORS[status]} variant="light" miw="max-content" style={{ flexShrink: 0 }}>
      {TRIP_STATUS_LABELS[status]}
    </Badge>
  );
}
