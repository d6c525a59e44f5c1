import { formatDateTime12h } from '@bil/domain';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePmDashboard } from '../api/use-pm-dashboard';
import { PmDashboardView } from './pm-dashboard-view';
import { PmPageError, PmPageLoading } from './pm-page-states';

type Props = {
  /** The share control for this page (the app passes the sharing feature's button). */
  renderShare?: (pm: string) => ReactNode;
  /** Other areas' overdue items for this PM (the app passes GC&I's). */
  renderOverdue?: (pm: string) => ReactNode;
};

/** /pm/:pm: one project manager's dashboard. The server refuses a PM another PM's page. */
export function PmDashboardPage({ renderShare, renderOverdue }: Props) {
  const pm = useParams().pm ?? '';
  const query = usePmDashboard(pm);
  // Sharing a PM page: the server says whether this person may (and checks again when they do).
  const maySharePage = query.data?.abilities.share ?? false;

  let content;
  if (query.isPending) content = <PmPageLoading />;
  else if (query.isError) content = <PmPageError error={query.error} onRetry={() => void query.refetch()} />;
  else content = <PmDashboardView data={query.data} />;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Title order={1} fz={28}>
              {pm}
            </Title>
            <Text c="dimmed" size="sm">
              Project manager dashboard: airports, projects, targets and overdue items.
            </Text>
          </Stack>
          <Group gap="sm">
            {query.data ? (
              <Text size="xs" c="dimmed" data-testid="pm-as-of">
                Data as of {formatDateTime12h(query.data.asOf)}
              </Text>
            ) : null}
            {maySharePage && query.isSuccess ? renderShare?.(pm) : null}
          </Group>
        </Group>
        {content}
        {query.isSuccess ? renderOverdue?.(pm) : null}
      </Stack>
    </Container>
  );
}
