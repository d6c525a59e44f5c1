import { formatDate, type InspectionRow } from '@bil/domain';
import { Badge, Tooltip } from '@mantine/core';

const WORDS = {
  current: 'Current',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  never: 'Not inspected',
} as const;
const COLORS = { current: 'green', due_soon: 'yellow', overdue: 'red', never: 'gray' } as const;

/** The airport's next 5010 inspection: the date, with overdue standing out. */
export function InspectionDueBadge({
  nextDue,
  state,
}: {
  nextDue: string | null;
  state: InspectionRow['airportDueState'];
}) {
  return (
    <Tooltip label={`Next inspection: ${WORDS[state]}`}>
      <Badge color={COLORS[state]} variant={state === 'overdue' ? 'filled' : 'light'}>
        {nextDue ? formatDate(nextDue) : WORDS[state]}
      </Badge>
    </Tooltip>
  );
}
