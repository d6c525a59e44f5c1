import {
  DELIVERY_HEALTH_LABELS,
  DELIVERY_HEALTHS,
  type DeliveryPortfolio,
  type DeliveryRow,
} from '@bil/domain';
import { Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { FilterSelect, RecordList, useRecordList, type RecordPage } from '@/components/record-list';
import { useDeliveryPortfolio, type DeliveryFilters } from '../api/use-delivery';
import { DeliveryDrawer } from './delivery-drawer';
import { DeliveryKpis } from './delivery-kpis';
import { GroupTable } from './group-table';
import { PortfolioCards } from './portfolio-cards';
import { portfolioColumns, portfolioRowProps, type PortfolioRow } from './portfolio-columns';

const HEALTH_OPTIONS = DELIVERY_HEALTHS.map((health) => ({
  value: health,
  label: DELIVERY_HEALTH_LABELS[health],
}));

/** The portfolio as a record list's page: its rows keyed by project; nothing is created here. */
function portfolioPage(data: DeliveryPortfolio): RecordPage<PortfolioRow> {
  return {
    rows: data.rows.map((row) => ({ ...row, id: row.projectId })),
    total: data.totalRows,
    canCreate: false,
  };
}

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
  // The server orders late first (no header sorts); the page and the open project live in the address.
  const list = useRecordList({ sort: 'late_first', dir: 'asc' });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalRows / data.pageSize)) : 1;
  const page = Math.min(filters.page, pages);
  const setPage = (next: number) => {
    update({ page: String(next) });
  };
  const open = (row: DeliveryRow) => {
    update({ project: row.projectId, page: String(filters.page) });
  };

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
        {data ? (
          <RecordList
            list={{ ...list, page, setPage }}
            query={{ ...query, data: portfolioPage(data) }}
            noun="projects"
            errorTitle="Could not load project delivery"
            gap="md"
            overview={() => (
              <>
                <DeliveryKpis totals={data.totals} />
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
              </>
            )}
            filters={
              <>
                <FilterSelect
                  label="PM"
                  labelShown
                  placeholder="All PMs"
                  searchable
                  options={data.byPm.filter((group) => group.key !== '').map((group) => group.key)}
                  value={filters.pm}
                  onChange={(value) => {
                    update({ pm: value });
                  }}
                  width={{ base: '100%', xs: 220 }}
                />
                <FilterSelect
                  label="Airport"
                  labelShown
                  placeholder="All airports"
                  searchable
                  options={data.byAirport
                    .map((group) => ({ value: group.key, label: group.label }))
                    .sort((a, b) => a.value.localeCompare(b.value))}
                  value={filters.airport}
                  onChange={(value) => {
                    update({ airport: value });
                  }}
                  width={{ base: '100%', xs: 260 }}
                />
                <FilterSelect
                  label="Health"
                  labelShown
                  placeholder="Any health"
                  options={HEALTH_OPTIONS}
                  value={filters.health}
                  onChange={(value) => {
                    update({ health: value });
                  }}
                  width={{ base: '100%', xs: 220 }}
                />
              </>
            }
            chips={() => (
              <Text size="sm" c="dimmed" data-testid="delivery-count">
                {data.totalRows} projects · late first
              </Text>
            )}
            table={{
              minWidth: 1080,
              columns: portfolioColumns(data.today, open),
              look: 'bordered',
              testId: 'delivery-table',
              rowProps: portfolioRowProps,
            }}
            cards={(rows) => <PortfolioCards rows={rows} today={data.today} onOpen={open} />}
            pager={{
              pageSize: data.pageSize,
              gap: 'md',
              summary: false,
              hideSinglePage: true,
              // A page past the end (the list shrank under it) keeps the pager to go back.
              empty: (
                <>
                  <Text size="sm">No awarded projects match these filters.</Text>
                  {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
                </>
              ),
            }}
          />
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
