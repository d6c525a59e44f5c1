import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/session';
import { useDashboardData } from '../api/use-dashboard-data';
import { DashboardEmpty, DashboardError, DashboardLoading } from './dashboard-states';
import { GrantAnalysisDashboard } from './grant-analysis-dashboard';
import { KpiCards } from './kpi-cards';
import { DataAsOf, PageHeading, WidePage } from '@/components/page';

/** An explicit ?tab=overview (or an unknown tab) is dropped: overview is the address without it. */
function useCanonicalTabParam() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  useEffect(() => {
    if (tab === null || tab === 'grant-analysis') return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }, [tab, setParams]);
}

/** /bil/dashboard: the KPI cards and the Grant Analysis Dashboard for the person's grants. */
export function DashboardPage() {
  const { me } = useAuth();
  const query = useDashboardData();
  useCanonicalTabParam();
  const scope = me.can.projects.assignAnyPm ? 'All BIL grants' : 'The grants of the projects assigned to you';

  let content;
  if (query.isPending) content = <DashboardLoading />;
  else if (query.isError && !query.data) content = <DashboardError onRetry={() => void query.refetch()} />;
  else if (query.data.kpis.totalGrants === 0) content = <DashboardEmpty />;
  else {
    content = (
      <>
        <KpiCards kpis={query.data.kpis} />
        <GrantAnalysisDashboard data={query.data} />
      </>
    );
  }

  return (
    <WidePage>
      <PageHeading
        title="BIL Dashboard"
        description={<>{scope}, counting projects that have a grant number.</>}
        aside={query.data ? <DataAsOf asOf={query.data.asOf} testId="dashboard-as-of" /> : null}
        gap="xs"
      />
      {content}
    </WidePage>
  );
}
