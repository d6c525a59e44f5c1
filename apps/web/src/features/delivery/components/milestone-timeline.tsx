import { DELIVERY_MILESTONES, formatDate, type DeliveryDetail } from '@bil/domain';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';

const BIL_STEPS = [
  { key: 'applicationDate', label: 'Application to FAA' },
  { key: 'awardDate', label: 'FAA award' },
  { key: 'subAwardDate', label: 'Sub-award executed' },
] as const;

/**
 * The BIL project's own steps (from the project, read-only), then the seven milestones with planned and
 * actual dates; done ones filled, late ones marked, a date another record gives shown with its source.
 */
export function MilestoneTimeline({ detail }: { detail: DeliveryDetail }) {
  const bilDone = BIL_STEPS.filter(({ key }) => detail.bil[key] !== null).length;
  const done = DELIVERY_MILESTONES.filter(({ key }) => detail.milestones[key].actual !== null).length;
  return (
    <Timeline active={bilDone + done - 1} bulletSize={22} lineWidth={2} data-testid="milestone-timeline">
      {BIL_STEPS.map(({ key, label }) => {
        const date = detail.bil[key];
        return (
          <Timeline.Item
            key={key}
            bullet={date ? <IconCheck size={13} /> : <IconClock size={13} />}
            title={
              <Text size="sm" fw={600}>
                {label}
              </Text>
            }
            data-testid={`bil-step-${key}`}
          >
            <Text size="xs" c="dimmed">
              {date ? formatDate(date) : 'Not yet'} · from the BIL project (status: {detail.bil.status})
            </Text>
          </Timeline.Item>
        );
      })}
      {DELIVERY_MILESTONES.map(({ key, label }) => {
        const { planned, actual } = detail.milestones[key];
        const source = detail.milestoneSources[key];
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
            data-testid={`milestone-${key}`}
            data-done={actual ? 'true' : 'false'}
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
              {source ? ` · from ${source.label}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
