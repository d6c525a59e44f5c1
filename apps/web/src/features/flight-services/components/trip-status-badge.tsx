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
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {TRIP_STATUS_LABELS[status]}
    </Badge>
  );
}
