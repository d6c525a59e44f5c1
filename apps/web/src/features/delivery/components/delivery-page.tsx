import { DELIVERY_HEALTH_LABELS, DELIVERY_HEALTHS } from '@bil/domain';
import {
  Box,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCash, IconClockPause, IconListDetails } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { KpiCard } from '@/components/kpi-card';
import { QueryState } from '@/components/query-state';
import { useDeliveryPortfolio, type DeliveryFilters } from '../api/use-delivery';
import { DeliveryDrawer } from './delivery-drawer';
import { GroupTable } from './group-table';
import { PortfolioCards } from './portfolio-cards';
import { PortfolioTable } from './portfolio-table';

const HEALTH_OPTIONS = DELIVERY_HEALTHS.map((health) => ({
  value: health,
  label: DELIVERY_HEALTH_LABELS[health],
}));

/** Filters, grouping and the open project live in the address, so a view can be shared and reloaded. */
function useDeliveryParams() {
  const [params, setParams] = useSearchParams();
  const filters: DeliveryFilters = {
    pm: params.get('pm'),
    airport: params.get('airport'),
    health: params.get('health'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  return {
    filters,
    groupBy: params.get('group') === 'airport' ? 'airport' : 'pm',
    openProject: params.get('project'),
    update,
  };
}

/** /delivery: awarded projects from design to closeout, per PM and per airport, late first. */
export function DeliveryPage() {
  const { filters, groupBy, openProject, update } = useDeliveryParams();
  const query = useDeliveryPortfolio(filters);
  const data = query.data;
  const totals = data?.totals;
  const pages = data ? Math.max(1, Math.ceil(data.totalRows / data.pageSize)) : 1;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap={2}>
        <Title order={1} fz={{ base: 'xl', sm: 'h2' }}>
          Project Delivery
        </Title>
        <Text c="dimmed" size="sm">
          Awarded projects from design to closeout: late milestones, stalled work, and money drawn against
          work complete.
        </Text>
      </Stack>
      <QueryState query={query} title="Could not load project delivery">
        {data && totals ? (
          <>
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
            <SegmentedControl
              value={groupBy}
              onChange={(value) => {
                update({ group: value === 'airport' ? 'airport' : null });
              }}
              data={[
                { value: 'pm', label: 'Per PM' },
                { value: 'airport', label: 'Per airport' },
              ]}
              maw={320}
            />
            {groupBy === 'pm' ? (
              <GroupTable
                groups={data.byPm}
                heading="PM"
                selected={filters.pm}
                onSelect={(key) => {
                  update({ pm: key });
                }}
              />
            ) : (
              <GroupTable
                groups={data.byAirport}
                heading="Airport"
                selected={filters.airport}
                onSelect={(key) => {
                  update({ airport: key });
                }}
              />
            )}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label="PM"
                placeholder="All PMs"
                clearable
                searchable
                w={{ base: '100%', xs: 220 }}
                data={data.byPm.filter((group) => group.key !== '').map((group) => group.key)}
                value={filters.pm}
                onChange={(value) => {
                  update({ pm: value });
                }}
              />
              <Select
                label="Airport"
                placeholder="All airports"
                clearable
                searchable
                w={{ base: '100%', xs: 260 }}
                data={data.byAirport
                  .map((group) => ({ value: group.key, label: group.label }))
                  .sort((a, b) => a.value.localeCompare(b.value))}
                value={filters.airport}
                onChange={(value) => {
                  update({ airport: value });
                }}
              />
              <Select
                label="Health"
                placeholder="Any health"
                clearable
                w={{ base: '100%', xs: 220 }}
                data={HEALTH_OPTIONS}
                value={filters.health}
                onChange={(value) => {
                  update({ health: value });
                }}
              />
            </Group>
            <Text size="sm" c="dimmed" data-testid="delivery-count">
              {data.totalRows} projects · late first
            </Text>
            <Box visibleFrom="sm">
              <PortfolioTable
                rows={data.rows}
                today={data.today}
                onOpen={(row) => {
                  update({ project: row.projectId, page: String(filters.page) });
                }}
              />
            </Box>
            <Box hiddenFrom="sm">
              <PortfolioCards
                rows={data.rows}
                today={data.today}
                onOpen={(row) => {
                  update({ project: row.projectId, page: String(filters.page) });
                }}
              />
            </Box>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={Math.min(filters.page, pages)}
                onChange={(page) => {
                  update({ page: String(page) });
                }}
                size="sm"
              />
            ) : null}
          </>
        ) : null}
      </QueryState>
      <DeliveryDrawer
        projectId={openProject}
        today={data?.today ?? ''}
        onClose={() => {
          update({ project: null, page: String(filters.page) });
        }}
      />
    </Stack>
  );
}
