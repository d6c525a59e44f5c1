import { DELIVERY_HEALTH_LABELS, DELIVERY_MILESTONES, type DeliveryRow } from '@bil/domain';
import { Badge, Group, Tooltip } from '@mantine/core';

const LABEL_OF = Object.fromEntries(DELIVERY_MILESTONES.map((m) => [m.key, m.label]));

/** Every flag of a row, most urgent first: late (naming the milestones), no progress, money gap. */
export function HealthBadges({ row }: { row: DeliveryRow }) {
  const badges = [];
  if (row.lateMilestones.length > 0)
    badges.push(
      <Tooltip
        key="late"
        label={`Late: ${row.lateMilestones.map((key) => LABEL_OF[key] ?? key).join(', ')}`}
        multiline
        maw={260}
      >
        <Badge color="red" variant="filled" data-testid="badge-late">
          {DELIVERY_HEALTH_LABELS.late}
        </Badge>
      </Tooltip>,
    );
  if (row.noProgress)
    badges.push(
      <Badge key="stale" color="orange" variant="light" data-testid="badge-no-progress">
        {DELIVERY_HEALTH_LABELS['no-progress']}
      </Badge>,
    );
  if (row.drawGap)
    badges.push(
      <Badge key="gap" color="yellow" variant="light" data-testid="badge-draw-gap">
        {DELIVERY_HEALTH_LABELS['draw-gap']}
      </Badge>,
    );
  if (badges.length === 0) {
    const colour = row.health === 'closed' ? 'gray' : row.health === 'untracked' ? 'dark' : 'green';
    badges.push(
      <Badge key="ok" color={colour} variant="light">
        {DELIVERY_HEALTH_LABELS[row.health]}
      </Badge>,
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      {badges}
    </Group>
  );
}
