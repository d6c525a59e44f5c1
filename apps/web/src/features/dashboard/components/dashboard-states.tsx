import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartBarOff } from '@tabler/icons-react';

export const DASHBOARD_TEXTS = {
  errorTitle: 'Error Loading Data',
  errorMessage: 'Failed to load project data. Please try again later.',
  emptyTitle: 'No Data Available',
  emptyMessage: 'There are no projects with complete data to display in the dashboard.',
} as const;

/** SPEC §2: four placeholders while the dashboard loads. */
export function DashboardLoading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="dashboard-loading" aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={132} radius="md" />
      ))}
    </SimpleGrid>
  );
}

type StateMessageProps = { title: string; message: string; tone: 'error' | 'empty'; onRetry?: () => void };

function StateMessage({ title, message, tone, onRetry }: StateMessageProps) {
  const Icon = tone === 'error' ? IconAlertTriangle : IconChartBarOff;
  return (
    <Paper withBorder radius="md" p="xl" role={tone === 'error' ? 'alert' : 'status'}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color={tone === 'error' ? 'red' : 'gray'}>
          <Icon size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          {message}
        </Text>
        {onRetry ? (
          <Button variant="light" onClick={onRetry} mt="xs">
            Try Again
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <StateMessage
      tone="error"
      title={DASHBOARD_TEXTS.errorTitle}
      message={DASHBOARD_TEXTS.errorMessage}
      onRetry={onRetry}
    />
  );
}

export function DashboardEmpty() {
  return (
    <StateMessage tone="empty" title={DASHBOARD_TEXTS.emptyTitle} message={DASHBOARD_TEXTS.emptyMessage} />
  );
}
