import { DISCREPANCY_CATEGORIES, DISCREPANCY_CATEGORY_LABELS, type InspectionRow } from '@bil/domain';
import { Chip, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import {
  fetchAllInspections,
  useInspectionList,
  type InspectionListParams,
} from '../api/use-gci-inspections';
import { downloadGrantsCsv, downloadGrantsExcel, type ExportRecord } from './grants-export';
import { InspectionDetailsDrawer } from './inspection-details-drawer';
import { InspectionFormDialog } from './inspection-form-dialog';
import { InspectionsTable } from './inspections-table';
import { nextSort, type TableSort } from './sortable-header';
import { PagedList } from './paged-list';
import { ListActions } from './list-actions';

const PAGE_SIZE = 25;

const SHOW_LABELS = {
  overdue_actions: 'Overdue corrective actions',
  open_actions: 'Open corrective actions',
  inspection_overdue: 'Inspection overdue',
  latest: 'Latest per airport',
} as const;

function toRecords(rows: readonly InspectionRow[]): ExportRecord[] {
  return rows.map((row) => ({
    'Inspection date': row.inspection_date,
    Airport: row.airport_code,
    'Airport name': row.airport_name,
    Inspector: row.inspector,
    Discrepancies: row.discrepancies,
    'Open actions': row.openActions,
    'Overdue actions': row.overdueActions,
    'Airport next inspection due': row.airportNextDue ?? '',
    'Latest for airport': row.isLatest ? 'yes' : 'no',
  }));
}

/** Inspections tab: search, filters, counts that filter, sortable table, pages, CSV and Excel. */
export function InspectionsTab() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState<string | null>(null);
  const [show, setShow] = useState<keyof typeof SHOW_LABELS | null>(null);
  const [sort, setSort] = useState<TableSort>({ sort: 'inspection_date', dir: 'desc' });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const params: InspectionListParams = {
    q: q || undefined,
    category: category ?? undefined,
    show: show ?? undefined,
    ...sort,
    page,
    limit: PAGE_SIZE,
  };
  const query = useInspectionList(params);
  const data = query.data;

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    try {
      const records = toRecords((await fetchAllInspections(params)).rows);
      if (records.length === 0) {
        toast.info('No inspections to export');
        return;
      }
      if (kind === 'csv') downloadGrantsCsv(records, 'inspections');
      else await downloadGrantsExcel(records, 'inspections', 'Inspections');
      toast.success(`Exported ${records.length} inspections`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  };

  const chips: [keyof typeof SHOW_LABELS, number | null][] = [
    ['overdue_actions', data?.counts.overdueActions ?? 0],
    ['inspection_overdue', data?.counts.overdueInspections ?? 0],
    ['open_actions', data?.counts.openActions ?? 0],
    ['latest', null],
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          placeholder="Search airports, inspectors, notes..."
          aria-label="Search inspections"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          placeholder="All categories"
          aria-label="Discrepancy category"
          data={DISCREPANCY_CATEGORIES.map((value) => ({ value, label: DISCREPANCY_CATEGORY_LABELS[value] }))}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
        <ListActions
          onExport={(format) => void exportAs(format)}
          createLabel="New inspection"
          canCreate={data?.canCreate ?? false}
          onCreate={() => {
            setCreating(true);
          }}
        />
      </Group>
      <Group gap="xs">
        {chips.map(([kind, count]) => (
          <Chip
            key={kind}
            checked={show === kind}
            onChange={(checked) => {
              setShow(checked ? kind : null);
              setPage(1);
            }}
            color={kind === 'open_actions' || kind === 'latest' ? 'blue' : 'red'}
            variant="light"
          >
            {SHOW_LABELS[kind]}
            {count === null ? '' : `: ${String(count)}`}
          </Chip>
        ))}
      </Group>
      <QueryState query={query} title="Could not load the inspections">
        {data ? (
          <PagedList
            shown={data.rows.length}
            total={data.total}
            noun="inspections"
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          >
            <InspectionsTable
              rows={data.rows}
              sort={sort}
              onSort={(key) => {
                setSort((current) => nextSort(current, key));
                setPage(1);
              }}
              onOpen={setOpenId}
            />
          </PagedList>
        ) : null}
      </QueryState>
      <InspectionDetailsDrawer
        inspectionId={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
      {creating ? (
        <InspectionFormDialog
          inspection={null}
          onClose={() => {
            setCreating(false);
          }}
          onSaved={setOpenId}
        />
      ) : null}
    </Stack>
  );
}
