import {
  AWARD_TARGET_DAYS,
  clampProgress,
  daysBetween,
  daysOverTarget,
  EXCEEDING_90_DAYS_LABEL,
  formatDate,
  PROJECT_STATUSES,
  statusStep,
  STATUS_DESCRIPTIONS,
  SUB_AWARD_TARGET_DAYS,
  todayInNewYork,
  type LifecycleStatus,
  type Project,
} from '@bil/domain';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarDue } from '@tabler/icons-react';
import { DetailCard, ProjectStatusBadge } from '@/components/project-table';
import { DaysText } from './days-text';

const MILESTONES = [
  ['PSR', 'psr_date'],
  ['Application', 'application_date'],
  ['Award', 'award_date'],
  ['Sent to sponsor', 'sent_to_sponsor_date'],
  ['Sent to TDOT', 'sent_to_tdot_date'],
  ['Sub-award', 'sub_award_date'],
] as const;

function DateChips({ project }: { project: Project }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {MILESTONES.map(([label, field]) => {
        const date = project[field];
        return (
          <Paper key={field} withBorder radius="md" p="sm" bg={date ? 'teal.0' : 'gray.0'}>
            <Group gap={6} wrap="nowrap">
              {date ? (
                <IconCalendarCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : (
                <IconCalendarDue size={18} color="var(--mantine-color-gray-6)" aria-hidden />
              )}
              <Text size="xs" fw={700} tt="uppercase" c={date ? 'teal.9' : 'dimmed'}>
                {label}
              </Text>
            </Group>
            <Text size="sm" fw={600} mt={4}>
              {date ? formatDate(date) : 'Not yet'}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

type SpanProps = {
  label: string;
  days: number | null;
  pendingDays: number | null;
  target: number;
  kind: 'award' | 'sub-award';
};

/** A processing time against its target; while pending, the days it has waited so far. */
function ProcessingSpan({ label, days, pendingDays, target, kind }: SpanProps) {
  const shown = days ?? pendingDays;
  const over = shown === null ? 0 : daysOverTarget(shown, target);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {days !== null ? (
          <DaysText days={days} kind={kind} />
        ) : pendingDays !== null ? (
          <Text size="sm" c="dimmed">
            Pending {pendingDays} {pendingDays === 1 ? 'day' : 'days'}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Not started
          </Text>
        )}
      </Group>
      <Progress
        value={shown === null ? 0 : clampProgress((shown / target) * 100)}
        color={over > 0 ? 'red' : 'teal'}
        size="md"
        aria-label={`${label} against the ${target}-day target`}
      />
      <Text size="xs" c="dimmed">
        Target {target} days{over > 0 ? ` · ${over} days over` : ''}
        {kind === 'award' && days === null && pendingDays !== null && pendingDays > AWARD_TARGET_DAYS
          ? ` · ${EXCEEDING_90_DAYS_LABEL}`
          : ''}
      </Text>
    </Stack>
  );
}

function CurrentStatus({ project }: { project: Project }) {
  const step = statusStep(project.status);
  const description = step > 0 ? STATUS_DESCRIPTIONS[project.status as LifecycleStatus] : null;
  return (
    <DetailCard title="Current Status">
      <Group gap="sm">
        <ProjectStatusBadge status={project.status} size="lg" />
        {step > 0 ? (
          <Badge variant="default">
            Step {step} of {PROJECT_STATUSES.length}
          </Badge>
        ) : null}
      </Group>
      {description ? <Text size="sm">{description}</Text> : null}
      {step > 0 ? (
        <Progress
          value={(step / PROJECT_STATUSES.length) * 100}
          size="md"
          aria-label="Progress through the lifecycle"
        />
      ) : (
        <Text size="sm" c="dimmed">
          This status is outside the seven lifecycle steps.
        </Text>
      )}
    </DetailCard>
  );
}

/** SPEC §2 Timeline: date chips, Processing Times and Current Status. */
export function DetailsTimelineTab({ project }: { project: Project }) {
  const today = todayInNewYork();
  const awardPending = project.award_date ? null : daysBetween(project.application_date, today);
  const subAwardPending = project.sub_award_date ? null : daysBetween(project.award_date, today);
  return (
    <Stack gap="md">
      <DateChips project={project} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailCard title="Processing Times">
          <ProcessingSpan
            label="Application to award"
            days={project.days_to_award}
            pendingDays={awardPending}
            target={AWARD_TARGET_DAYS}
            kind="award"
          />
          <ProcessingSpan
            label="Award to sub-award"
            days={project.days_to_sub_award}
            pendingDays={subAwardPending}
            target={SUB_AWARD_TARGET_DAYS}
            kind="sub-award"
          />
        </DetailCard>
        <CurrentStatus project={project} />
      </SimpleGrid>
    </Stack>
  );
}
