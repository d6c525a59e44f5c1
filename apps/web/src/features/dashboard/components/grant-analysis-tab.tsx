import {
  GRANT_CHART_SORT_OPTIONS,
  type DashboardSummaryResponse,
  type GrantChartSortOption,
} from '@bil/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  FundingDistributionCard,
  GRANT_CHART_SORT_LABELS,
  ProcessingTimelineCard,
} from '@/components/charts';
import { GrantMetricsTable } from './grant-metrics-table';

const SORT_OPTIONS = GRANT_CHART_SORT_OPTIONS.map((value) => ({
  value,
  label: GRANT_CHART_SORT_LABELS[value],
}));

function isSortOption(value: string | null): value is GrantChartSortOption {
  return GRANT_CHART_SORT_OPTIONS.some((option) => option === value);
}

/** Grant Analysis tab: the two per-grant charts (one sort for both) and the grant metrics table. */
export function GrantAnalysisTab({ data }: { data: DashboardSummaryResponse }) {
  const [sort, setSort] = useState<GrantChartSortOption>('grantNumber');
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        <Text size="sm" fw={600} component="label" htmlFor="grant-chart-sort">
          Sort charts by
        </Text>
        <Select
          id="grant-chart-sort"
          data={SORT_OPTIONS}
          value={sort}
          allowDeselect={false}
          w={200}
          onChange={(value) => {
            if (isSortOption(value)) setSort(value);
          }}
        />
      </Group>
      <FundingDistributionCard chart={data.grantCharts[sort]} sort={sort} asOf={data.asOf} />
      <ProcessingTimelineCard chart={data.grantCharts[sort]} sort={sort} asOf={data.asOf} />
      <GrantMetricsTable />
    </Stack>
  );
}
