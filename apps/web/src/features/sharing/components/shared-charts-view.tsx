import type { DashboardResponse, PublicShareMeta, SharedChart as SharedChartItem } from '@bil/domain';
import { SHARE_MESSAGES } from '@bil/domain';
import { Container, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SharedChart } from './shared-chart';
import { SharedContentHeading } from './shared-content-heading';

type Props = {
  meta: PublicShareMeta;
  charts: readonly SharedChartItem[];
  dashboard: DashboardResponse;
  /** Chart groups: frozen at creation, or live for the same selection. */
  isStatic?: boolean;
  dataAsOf?: string;
};

/** A shared chart or chart group: read-only charts in the saved order, each with its export control. */
export function SharedChartsView({ meta, charts, dashboard, isStatic, dataAsOf }: Props) {
  const asOf = dataAsOf ?? dashboard.asOf;
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <SharedContentHeading meta={meta} asOf={asOf} isStatic={isStatic} />
        {dashboard.kpis.totalProjects === 0 ? (
          // SPEC §8: a link whose projects are all gone says so rather than drawing empty axes.
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              {SHARE_MESSAGES.noProjectDataForLink}
            </Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: charts.length > 1 ? 2 : 1 }} spacing="md">
            {charts.map((chart) => (
              <SharedChart
                key={chart.chart_type}
                chartType={chart.chart_type}
                dashboard={dashboard}
                asOf={asOf}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
