import { clampProgress, type TargetKpi } from '@bil/domain';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';

type Props = { targets: { award: TargetKpi; subAward: TargetKpi } };

function TargetCard({ testId, title, kpi }: { testId: string; title: string; kpi: TargetKpi }) {
  const isOver = kpi.averageDays !== null && kpi.averageDays > kpi.targetDays;
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={8}>
        <Group justify="space-between" align="baseline">
          <Title order={3} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Target {kpi.targetDays} days
          </Text>
        </Group>
        <Text fz={24} fw={700} c={isOver ? 'red' : 'teal'} data-testid={`${testId}-average`}>
          {kpi.averageDays === null ? 'N/A' : `${kpi.averageDays} days on average`}
        </Text>
        <Progress
          value={clampProgress(kpi.withinTargetRate ?? 0)}
          color="teal"
          size="md"
          aria-label={`${title}: share within target`}
        />
        <Text size="sm">
          {kpi.measuredProjects === 0
            ? `No project has finished this step yet.`
            : `${kpi.withinTarget} of ${kpi.measuredProjects} projects within target (${kpi.withinTargetRate ?? 0}%), ${kpi.overTarget} over.`}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The PM's KPIs against the 90-day award and 60-day sub-award targets, per finished project. */
export function PmTargetCards({ targets }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TargetCard testId="pm-target-award" title="Application to award" kpi={targets.award} />
      <TargetCard testId="pm-target-sub-award" title="Award to sub-award" kpi={targets.subAward} />
    </SimpleGrid>
  );
}
