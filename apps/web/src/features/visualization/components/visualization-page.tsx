import {
  GRANT_CHART_SORT_OPTIONS,
  SHARE_CHART_TYPES,
  type GrantChartSortOption,
  type ShareChartType,
} from '@bil/domain';
import {
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChecks, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CHART_CATALOG,
  ChartGroupShareSlot,
  CHART_IDS,
  GRANT_CHART_SORT_LABELS,
  isChartId,
  type ChartId,
} from '@/components/charts';
import { useGalleryBreakdowns, useGalleryDashboard } from '../api/use-visualization-data';
import { readChartSelection, writeChartSelection } from '../chart-selection';
import { GalleryChart } from './gallery-chart';
import { PageHeading } from '@/components/page';

const GRANT_CHARTS = new Set<ChartId>(['funding_distribution_by_grant', 'processing_timeline_by_grant']);
const SORT_OPTIONS = GRANT_CHART_SORT_OPTIONS.map((value) => ({
  value,
  label: GRANT_CHART_SORT_LABELS[value],
}));

const isShareChartType = (id: string): id is ShareChartType => SHARE_CHART_TYPES.some((type) => type === id);

/** /bil/visualization: every chart the product draws; pick some to view them side by side. */
export function VisualizationPage() {
  const [params, setParams] = useSearchParams();
  const selection = readChartSelection(params);
  const [grantSort, setGrantSort] = useState<GrantChartSortOption>('grantNumber');
  const needsDashboard = selection.some((id) => CHART_CATALOG[id].source === 'dashboard');
  const needsBreakdowns = selection.some((id) => CHART_CATALOG[id].source === 'breakdowns');
  const dashboard = useGalleryDashboard(needsDashboard);
  const breakdowns = useGalleryBreakdowns(needsBreakdowns);

  const select = (ids: readonly ChartId[]) => {
    setParams((current) => writeChartSelection(current, ids), { replace: true });
  };

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <PageHeading
          title="Visualization"
          description="Every chart in one place. Tick the charts you want to compare; they appear together below, each with expand and export."
        />

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chart-gallery-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="md" id="chart-gallery-title">
                Charts
              </Title>
              <Group gap="xs">
                <ChartGroupShareSlot
                  chartTypes={selection.filter(isShareChartType)}
                  unshareable={selection
                    .filter((chart) => !isShareChartType(chart))
                    .map((chart) => CHART_CATALOG[chart].title)}
                />
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconChecks size={16} aria-hidden />}
                  onClick={() => {
                    select(CHART_IDS);
                  }}
                >
                  Select all
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  color="gray"
                  leftSection={<IconX size={16} aria-hidden />}
                  disabled={selection.length === 0}
                  onClick={() => {
                    select([]);
                  }}
                >
                  Clear
                </Button>
              </Group>
            </Group>
            <Checkbox.Group
              value={selection}
              onChange={(values) => {
                select(values.filter(isChartId));
              }}
              aria-labelledby="chart-gallery-title"
            >
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {CHART_IDS.map((id) => (
                  <Checkbox.Card
                    key={id}
                    value={id}
                    radius="md"
                    p="sm"
                    withBorder
                    aria-label={CHART_CATALOG[id].title}
                    style={{ display: 'flex', alignItems: 'flex-start' }}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Checkbox.Indicator />
                      <Stack gap={2}>
                        <Text fw={600} size="sm">
                          {CHART_CATALOG[id].title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {CHART_CATALOG[id].description}
                        </Text>
                      </Stack>
                    </Group>
                  </Checkbox.Card>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="chart-selection-title">
          <Group justify="space-between" align="flex-end">
            <Title order={2} fz="lg" id="chart-selection-title">
              Selected charts ({selection.length})
            </Title>
            {selection.some((id) => GRANT_CHARTS.has(id)) ? (
              <Select
                label="Sort grant charts by"
                data={SORT_OPTIONS}
                value={grantSort}
                allowDeselect={false}
                w={220}
                onChange={(value) => {
                  const option = GRANT_CHART_SORT_OPTIONS.find((candidate) => candidate === value);
                  if (option) setGrantSort(option);
                }}
              />
            ) : null}
          </Group>
          {selection.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center" size="sm">
                No charts selected. Tick one or more charts above to view them together.
              </Text>
            </Paper>
          ) : (
            <SimpleGrid
              cols={{ base: 1, xl: selection.length > 1 ? 2 : 1 }}
              spacing="md"
              data-testid="selected-charts"
            >
              {selection.map((id) => (
                <GalleryChart
                  key={id}
                  id={id}
                  dashboard={dashboard}
                  breakdowns={breakdowns}
                  grantSort={grantSort}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
