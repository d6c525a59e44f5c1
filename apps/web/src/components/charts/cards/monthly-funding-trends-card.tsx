import type { MonthlyTrend } from '@bil/domain';
import type { ReactNode } from 'react';
import { ChartCard } from '../chart-card';
import { ChartShareSlot } from '../chart-share-slot';
import { CHART_CATALOG, toFileSlug } from '../chart-catalog';
import { MonthlyFundingTrendsChart, toMonthlyTrendRecords } from '../monthly-funding-trends-chart';

const { title, description } = CHART_CATALOG.monthly_funding_trends;

type Props = { trends: readonly MonthlyTrend[]; asOf?: string; headerActions?: ReactNode };

export function MonthlyFundingTrendsCard({ trends, asOf, headerActions }: Props) {
  return (
    <ChartCard
      title={title}
      description={description}
      exportData={toMonthlyTrendRecords(trends)}
      fileName={toFileSlug(title)}
      {...(asOf ? { asOf } : {})}
      headerActions={headerActions ?? <ChartShareSlot chartType="monthly_funding_trends" />}
    >
      {({ height }) => <MonthlyFundingTrendsChart trends={trends} height={height} />}
    </ChartCard>
  );
}
