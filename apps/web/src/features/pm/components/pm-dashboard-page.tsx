import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePmDashboard } from '../api/use-pm-dashboard';
import { PmDashboardView } from './pm-dashboard-view';
import { PmPageError, PmPageLoading } from './pm-page-states';
import { DataAsOf, PageHeading, WidePage } from '@/components/page';

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
    <WidePage>
      <PageHeading
        title={pm}
        description="Project manager dashboard: airports, projects, targets and overdue items."
        aside={
          <Group gap="sm">
            {query.data ? <DataAsOf asOf={query.data.asOf} testId="pm-as-of" /> : null}
            {maySharePage && query.isSuccess ? renderShare?.(pm) : null}
          </Group>
        }
        gap="xs"
      />
      {content}
      {query.isSuccess ? renderOverdue?.(pm) : null}
    </WidePage>
  );
}
