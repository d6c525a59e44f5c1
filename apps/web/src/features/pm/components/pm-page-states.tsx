import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { PM_MANAGEMENT_PATH } from '../pm-paths';

export function PmPageLoading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true" data-testid="pm-loading">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={120} radius="md" />
      ))}
    </SimpleGrid>
  );
}

type StateProps = { testId: string; icon: ReactNode; color: string; title: string; children: ReactNode };

function PmState({ testId, icon, color, title, children }: StateProps) {
  return (
    <Paper withBorder radius="md" p="xl" role="alert" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="xl">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Why a PM page could not be shown: refused (403), unknown PM (404), or a failure to retry. */
export function PmPageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
  if (status === 403) {
    return (
      <PmState testId="pm-refused" icon={<IconLock size={30} />} color="red" title="Access Denied">
        <Text c="dimmed" maw={480}>
          {message} Each project manager sees only their own dashboard; administrators and viewers see every
          one.
        </Text>
        <Button component={Link} to={PM_MANAGEMENT_PATH} variant="light">
          Go to PM Management
        </Button>
      </PmState>
    );
  }
  if (status === 404) {
    return (
      <PmState testId="pm-not-found" icon={<IconUserQuestion size={30} />} color="gray" title="PM Not Found">
        <Text c="dimmed" maw={480}>
          {message}
        </Text>
        <Button component={Link} to={PM_MANAGEMENT_PATH} variant="light">
          Go to PM Management
        </Button>
      </PmState>
    );
  }
  return (
    <PmState testId="pm-error" icon={<IconAlertTriangle size={30} />} color="red" title="Error Loading Data">
      <Text c="dimmed" maw={480}>
        {message}
      </Text>
      <Button variant="light" onClick={onRetry}>
        Try Again
      </Button>
    </PmState>
  );
}
