import { DELIVERY_MILESTONES, formatDate, type DeliveryDetail } from '@bil/domain';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';

/** The seven milestones with planned and actual dates; done ones filled, late ones marked. */
export function MilestoneTimeline({ detail }: { detail: DeliveryDetail }) {
  const done = DELIVERY_MILESTONES.filter(({ key }) => detail.milestones[key].actual !== null).length;
  return (
    <Timeline active={done - 1} bulletSize={22} lineWidth={2} data-testid="milestone-timeline">
      {DELIVERY_MILESTONES.map(({ key, label }) => {
        const { planned, actual } = detail.milestones[key];
        const late = detail.lateMilestones.includes(key);
        const bullet = actual ? (
          <IconCheck size={13} />
        ) : late ? (
          <IconAlertTriangle size={13} />
        ) : (
          <IconClock size={13} />
        );
        return (
          <Timeline.Item
            key={key}
            bullet={bullet}
            color={late ? 'red' : undefined}
            title={
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                {late ? (
                  <Badge color="red" size="xs" variant="filled">
                    Late
                  </Badge>
                ) : null}
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              Planned {planned ? formatDate(planned) : '-'} · Actual {actual ? formatDate(actual) : '-'}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
