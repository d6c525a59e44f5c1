import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '@/lib/session';
import { usePmManagement } from '../api/use-pm-management';
import { PmManagementView } from './pm-management-view';
import { PmPageError, PmPageLoading } from './pm-page-states';
import { DataAsOf, PageHeading, WidePage } from '@/components/page';

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
    <WidePage>
      <PageHeading
        title="PM Management"
        description={
          <>
            Every project manager&apos;s airports, projects, funding and overdue items side by side.
            {may.reassign ? ' Reassigning an airport moves its open projects too.' : ''}
          </>
        }
        aside={
          <Group gap="sm">
            {query.data ? <DataAsOf asOf={query.data.asOf} /> : null}
            {may.share && query.isSuccess ? renderShare?.() : null}
          </Group>
        }
        gap="xs"
      />
      {content}
    </WidePage>
  );
}
