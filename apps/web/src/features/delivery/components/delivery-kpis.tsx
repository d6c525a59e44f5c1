import type { DeliveryPortfolio } from '@bil/domain';
import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconClockPause, IconListDetails } from '@tabler/icons-react';
import { KpiCard } from '@/components/kpi-card';

/** The portfolio's four counts: awarded, late, stalled, and money drawn far from work done. */
export function DeliveryKpis({ totals }: { totals: DeliveryPortfolio['totals'] }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <KpiCard
        testId="kpi-delivery-projects"
        label="Awarded projects"
        value={String(totals.projects)}
        icon={IconListDetails}
        color="blue"
        hint={`${totals.tracked} tracked`}
      />
      <KpiCard
        testId="kpi-delivery-late"
        label="Late"
        value={String(totals.late)}
        icon={IconAlertTriangle}
        color="red"
        hint="A planned milestone passed without an actual date"
      />
      <KpiCard
        testId="kpi-delivery-no-progress"
        label="No progress in 60 days"
        value={String(totals.noProgress)}
        icon={IconClockPause}
        color="orange"
      />
      <KpiCard
        testId="kpi-delivery-draw-gap"
        label="Drawn vs complete gap"
        value={String(totals.drawGap)}
        icon={IconCash}
        color="yellow"
        hint="25 points or more apart"
      />
    </SimpleGrid>
  );
}
