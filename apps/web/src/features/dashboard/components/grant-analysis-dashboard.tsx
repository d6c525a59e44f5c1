import type { DashboardSummaryResponse } from '@bil/domain';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartAreaLine, IconTable } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { GrantAnalysisTab } from './grant-analysis-tab';
import { OverviewTab } from './overview-tab';

export const DASHBOARD_TABS = ['overview', 'grant-analysis'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
const TAB_PARAM = 'tab';

/** SPEC §2: ?tab=grant-analysis selects that tab; overview is the default and has no parameter. */
export function readDashboardTab(params: URLSearchParams): DashboardTab {
  return params.get(TAB_PARAM) === 'grant-analysis' ? 'grant-analysis' : 'overview';
}

/** SPEC §2 Grant Analysis Dashboard: Overview and Grant Analysis tabs, the tab kept in the address. */
export function GrantAnalysisDashboard({ data }: { data: DashboardSummaryResponse }) {
  const [params, setParams] = useSearchParams();
  const tab = readDashboardTab(params);

  const selectTab = (value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'grant-analysis') next.set(TAB_PARAM, value);
        else next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="grant-analysis-dashboard-title">
      <Stack gap={2}>
        <Title order={2} fz="xl" id="grant-analysis-dashboard-title">
          Grant Analysis Dashboard
        </Title>
        <Text size="sm" c="dimmed">
          Funding, processing times and pending applications across your grants.
        </Text>
      </Stack>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview" leftSection={<IconChartAreaLine size={16} aria-hidden />}>
            Overview
          </Tabs.Tab>
          <Tabs.Tab value="grant-analysis" leftSection={<IconTable size={16} aria-hidden />}>
            Grant Analysis
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="grant-analysis">
          <GrantAnalysisTab data={data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
