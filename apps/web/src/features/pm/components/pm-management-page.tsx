import { formatDateTime12h } from '@bil/domain';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '@/lib/session';
import { usePmManagement } from '../api/use-pm-management';
import { PmManagementView } from './pm-management-view';
import { PmPageError, PmPageLoading } from './pm-page-states';

type Props = {
  /** The share control for this page (the app passes the sharing feature's button). */
  renderShare?: () => ReactNode;
};

/** /pm/management 'PM Management': everyone reads; administrators reassign airports. */
export function PmManagementPage({ renderShare }: Props) {
  const { me } = useAuth();
  const query = usePmManagement();
  const may = me.can.pmManagement;
  // Each row says whether its PM page opens for this person (a PM opens only their own).
  const linkPage = (pm: string) => query.data?.openablePages.includes(pm) ?? false;

  let content;
  if (query.isPending) content = <PmPageLoading />;
  else if (query.isError) content = <PmPageError error={query.error} onRetry={() => void query.refetch()} />;
  else content = <PmManagementView data={query.data} readOnly={!may.reassign} linkPages={linkPage} />;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Title order={1} fz={28}>
              PM Management
            </Title>
            <Text c="dimmed" size="sm">
              Every project manager&apos;s airports, projects, funding and overdue items side by side.
              {may.reassign ? ' Reassigning an airport moves its open projects too.' : ''}
            </Text>
          </Stack>
          <Group gap="sm">
            {query.data ? (
              <Text size="xs" c="dimmed">
                Data as of {formatDateTime12h(query.data.asOf)}
              </Text>
            ) : null}
            {may.share && query.isSuccess ? renderShare?.() : null}
          </Group>
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
