import { formatDate, type AirportSummary } from '@bil/domain';
import { Alert, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { exportChartDataCsv, exportChartDataExcel } from '@/components/charts';
import { QueryState } from '@/components/query-state';
import { useIsWideScreen } from '@/lib/use-wide-screen';
import { fetchAirportCatalog, useAirportCatalogPage } from '../api/use-airports';
import {
  applyCatalogView,
  DEFAULT_CATALOG_VIEW,
  toCatalogRecords,
  type CatalogSortKey,
  type CatalogView,
} from '../airport-catalog-view';
import { CatalogCardSort } from './catalog-card-sort';
import { CatalogCards } from './catalog-cards';
import { CatalogTable } from './catalog-table';
import { CatalogToolbar } from './catalog-toolbar';
import { PageHeading } from '@/components/page';

const NO_AIRPORTS: AirportSummary[] = [];
const NO_PMS: string[] = [];
const EXPORT_NAME = 'airports-catalog';
const SEARCH_DEBOUNCE_MS = 250;

/** Every airport the view shows (not only the page drawn), read when an export is asked for. */
async function airportsInView(view: CatalogView): Promise<AirportSummary[]> {
  return applyCatalogView((await fetchAirportCatalog()).airports, view);
}

/**
 * /airports 'Airports Catalog': the airports the person may see with their AIG balances by fiscal year.
 * The server searches, filters, sorts and pages them (GET /api/airports/catalog, issue 31); this draws the
 * page and the counts it answers with.
 */
export function AirportsCatalogPage() {
  const wide = useIsWideScreen();
  const [view, setView] = useState<CatalogView>(DEFAULT_CATALOG_VIEW);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(view.search, SEARCH_DEBOUNCE_MS);
  const asked = { ...view, search };
  const query = useAirportCatalogPage(asked, page);
  const data = query.data;
  const airports = data?.airports ?? NO_AIRPORTS;
  const shownCount = data?.total ?? 0;
  const scopeCount = data?.scopeCount ?? 0;
  const atRiskCount = data?.atRiskCount ?? 0;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;

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
  const exportAs = async (format: 'csv' | 'excel') => {
    try {
      const records = toCatalogRecords(await airportsInView(asked));
      if (format === 'csv') {
        if (exportChartDataCsv(records, EXPORT_NAME)) toast.success('Airports exported as CSV');
      } else if (await exportChartDataExcel(records, EXPORT_NAME, 'Airports')) {
        toast.success('Airports exported as Excel');
      }
    } catch {
      toast.error('The export could not be made. Try again.');
    }
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end">
        <PageHeading
          title="Airports Catalog"
          description={
            data
              ? `Showing ${shownCount} of ${scopeCount} airports · balances as of ${formatDate(data.today)}`
              : 'AIG allocations and balances by fiscal year'
          }
          descriptionTestId="airport-count"
        />
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
        pms={data?.pms ?? NO_PMS}
        onChange={change}
        onExportCsv={() => void exportAs('csv')}
        onExportExcel={() => void exportAs('excel')}
        canExport={shownCount > 0}
      />
      <QueryState query={query} title="Could not load the airports">
        <Paper withBorder radius="md">
          {scopeCount === 0 ? (
            <Text p="lg" c="dimmed">
              No airports are assigned to you.
            </Text>
          ) : shownCount === 0 ? (
            <Text p="lg" c="dimmed">
              No airports match your current filters.
            </Text>
          ) : wide ? (
            <CatalogTable airports={airports} view={view} onSort={sortBy} />
          ) : (
            <>
              <CatalogCardSort view={view} onChange={change} />
              <CatalogCards airports={airports} />
            </>
          )}
        </Paper>
        {data && data.totalPages > 1 ? (
          <Group justify="space-between" mt="sm" data-testid="airport-pager">
            <Text size="sm" c="dimmed" data-testid="airport-page-range">
              Airports {first}-{first + airports.length - 1} of {shownCount}
            </Text>
            <Pagination
              total={data.totalPages}
              value={data.page}
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
