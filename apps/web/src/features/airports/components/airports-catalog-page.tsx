import { formatDate, type AirportSummary } from '@bil/domain';
import { Alert, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { exportChartDataCsv, exportChartDataExcel } from '@/components/charts';
import { QueryState } from '@/components/query-state';
import { useIsWideScreen } from '@/lib/use-wide-screen';
import { useAirportCatalog } from '../api/use-airports';
import {
  applyCatalogView,
  DEFAULT_CATALOG_VIEW,
  listPms,
  pageOfCatalog,
  toCatalogRecords,
  type CatalogSortKey,
  type CatalogView,
} from '../airport-catalog-view';
import { CatalogCardSort } from './catalog-card-sort';
import { CatalogCards } from './catalog-cards';
import { CatalogTable } from './catalog-table';
import { CatalogToolbar } from './catalog-toolbar';

const NO_AIRPORTS: AirportSummary[] = [];
const EXPORT_NAME = 'airports-catalog';

/** /airports 'Airports Catalog': the airports the person may see with their AIG balances by fiscal year. */
export function AirportsCatalogPage() {
  const query = useAirportCatalog();
  const wide = useIsWideScreen();
  const [view, setView] = useState<CatalogView>(DEFAULT_CATALOG_VIEW);
  const [page, setPage] = useState(1);
  const search = useDeferredValue(view.search);
  const airports = query.data?.airports ?? NO_AIRPORTS;
  const pms = useMemo(() => listPms(airports), [airports]);
  const shown = useMemo(() => applyCatalogView(airports, { ...view, search }), [airports, view, search]);
  const atRiskCount = airports.filter((airport) => airport.atRisk).length;
  // Only the page is drawn; search, filters, sort, counts and exports work on every airport shown.
  const paged = pageOfCatalog(shown, page);

  const change = (next: Partial<CatalogView>) => {
    setView((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const sortBy = (key: CatalogSortKey) => {
    setPage(1);
    setView((current) => ({
      ...current,
      sort: key,
      direction: current.sort === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  };
  const exportCsv = () => {
    if (exportChartDataCsv(toCatalogRecords(shown), EXPORT_NAME)) toast.success('Airports exported as CSV');
  };
  const exportExcel = async () => {
    if (await exportChartDataExcel(toCatalogRecords(shown), EXPORT_NAME, 'Airports')) {
      toast.success('Airports exported as Excel');
    }
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            Airports Catalog
          </Title>
          <Text c="dimmed" size="sm" data-testid="airport-count">
            {query.data
              ? `Showing ${shown.length} of ${airports.length} airports · balances as of ${formatDate(query.data.today)}`
              : 'AIG allocations and balances by fiscal year'}
          </Text>
        </Stack>
      </Group>
      {atRiskCount > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="AIG money at risk"
        >
          {atRiskCount === 1 ? '1 airport has' : `${atRiskCount} airports have`} AIG money within 12 months of
          its obligation deadline that is not yet under grant.
        </Alert>
      ) : null}
      <CatalogToolbar
        view={view}
        pms={pms}
        onChange={change}
        onExportCsv={exportCsv}
        onExportExcel={() => void exportExcel()}
        canExport={shown.length > 0}
      />
      <QueryState query={query} title="Could not load the airports">
        <Paper withBorder radius="md">
          {airports.length === 0 ? (
            <Text p="lg" c="dimmed">
              No airports are assigned to you.
            </Text>
          ) : shown.length === 0 ? (
            <Text p="lg" c="dimmed">
              No airports match your current filters.
            </Text>
          ) : wide ? (
            <CatalogTable airports={paged.rows} view={view} onSort={sortBy} />
          ) : (
            <>
              <CatalogCardSort view={view} onChange={change} />
              <CatalogCards airports={paged.rows} />
            </>
          )}
        </Paper>
        {paged.totalPages > 1 ? (
          <Group justify="space-between" mt="sm" data-testid="airport-pager">
            <Text size="sm" c="dimmed" data-testid="airport-page-range">
              Airports {paged.first}-{paged.last} of {shown.length}
            </Text>
            <Pagination
              total={paged.totalPages}
              value={paged.page}
              onChange={setPage}
              size="sm"
              withEdges
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        ) : null}
      </QueryState>
    </Stack>
  );
}
