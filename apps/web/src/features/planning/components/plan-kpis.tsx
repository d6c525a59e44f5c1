import { formatCurrency, type PlanItem, type PlanningAirport } from '@bil/domain';
import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconListDetails, IconTrendingDown } from '@tabler/icons-react';
import { KpiCard } from '@/components/kpi-card';

/** A sum of money in whole cents. */
const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/** The plan's four figures for the items and airports the filters leave. */
export function PlanKpis({
  items,
  active,
  airports,
}: {
  items: readonly PlanItem[];
  /** The items that still count against the money. */
  active: readonly PlanItem[];
  airports: readonly PlanningAirport[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <KpiCard
        testId="kpi-plan-items"
        label="Active plan items"
        value={String(active.length)}
        icon={IconListDetails}
        color="blue"
        hint={`${items.length} in all`}
      />
      <KpiCard
        testId="kpi-plan-cost"
        label="Estimated cost (active)"
        value={formatCurrency(sum(active.map((item) => item.estimatedCost)))}
        icon={IconCash}
        color="teal"
        hint={`BIL AIG ${formatCurrency(sum(active.map((item) => item.funding.bilAig)))}`}
      />
      <KpiCard
        testId="kpi-plan-lapse"
        label="AIG the plan leaves to lapse"
        value={formatCurrency(sum(airports.map((entry) => entry.lapseAmount)))}
        icon={IconTrendingDown}
        color="orange"
        hint={`${airports.filter((entry) => entry.lapseAmount > 0).length} airports`}
      />
      <KpiCard
        testId="kpi-plan-shortfall"
        label="AIG needed beyond available"
        value={formatCurrency(sum(airports.map((entry) => entry.shortfallAmount)))}
        icon={IconAlertTriangle}
        color="red"
        hint={`${airports.filter((entry) => entry.shortfallAmount > 0).length} airports`}
      />
    </SimpleGrid>
  );
}
