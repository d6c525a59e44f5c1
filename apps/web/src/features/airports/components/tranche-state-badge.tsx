import type { TrancheState } from '@bil/domain';
import { Badge } from '@mantine/core';
import { TRANCHE_STATE_LABELS } from '../airport-catalog-view';

const COLORS: Record<TrancheState, string> = {
  past_deadline: 'red',
  at_risk: 'orange',
  open: 'blue',
  under_grant: 'green',
  overdrawn: 'grape',
};

/** A tranche's state in words and colour ('Past deadline' red, 'At risk' orange). */
export function TrancheStateBadge({ state }: { state: TrancheState }) {
  return (
    <Badge color={COLORS[state]} variant={state === 'open' ? 'light' : 'filled'} size="sm">
      {TRANCHE_STATE_LABELS[state]}
    </Badge>
  );
}
