import { GRANT_PROGRAM_LABELS, GRANT_PROGRAMS, GRANT_STATUS_LABELS, GRANT_STATUSES } from '@bil/domain';
import { Chip, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { fetchAllGrants, useGrantList, type GrantListParams } from '../api/use-gci-grants';
import { GrantDetailsDrawer } from './grant-details-drawer';
import { GrantFormDialog } from './grant-form-dialog';
import { downloadGrantsCsv, downloadGrantsExcel, toExportRecords } from './grants-export';
import { GrantsTable } from './grants-table';
import { PagedList } from './paged-list';
import { ListActions } from './list-actions';

const PAGE_SIZE = 25;

const ALERT_LABELS = {
  pop_ending: 'PoP ending within 90 days',
  inactive: 'No drawdown in 12 months',
  closeout_overdue: 'Closeout overdue',
} as const;

/** Grants tab: search, filters, alert chips, sortable table, pages, CSV and Excel of every match. */
export function GrantsTab() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [program, setProgram] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sort, setSort] = useState<{ sort: string; dir: 'asc' | 'desc' }>({
    sort: 'grant_number',
    dir: 'desc',
  });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const params: GrantListParams = {
    q: q || undefined,
    program: program ?? undefined,
    status: status ?? undefined,
    alert: alert ?? undefined,
    ...sort,
    page,
    limit: PAGE_SIZE,
  };
  const query = useGrantList(params);
  const data = query.data;

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    try {
      const all = await fetchAllGrants(params);
      const records = toExportRecords(all.rows);
      if (records.length === 0) {
        toast.info('No grants to export');
        return;
      }
      if (kind === 'csv') downloadGrantsCsv(records, 'grants');
      else await downloadGrantsExcel(records, 'grants');
      toast.success(`Exported ${records.length} grants`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  };

  const resetPage =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          placeholder="Search grants, airports, sponsors..."
          aria-label="Search grants"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          placeholder="All programs"
          aria-label="Program"
          data={GRANT_PROGRAMS.map((value) => ({ value, label: GRANT_PROGRAM_LABELS[value] }))}
          value={program}
          onChange={resetPage(setProgram)}
          clearable
          w={{ base: '48%', sm: 200 }}
        />
        <Select
          placeholder="All statuses"
          aria-label="Status"
          data={GRANT_STATUSES.map((value) => ({ value, label: GRANT_STATUS_LABELS[value] }))}
          value={status}
          onChange={resetPage(setStatus)}
          clearable
          w={{ base: '48%', sm: 150 }}
        />
        <ListActions
          onExport={(format) => void exportAs(format)}
          createLabel="New grant"
          canCreate={data?.canCreate ?? false}
          onCreate={() => {
            setCreating(true);
          }}
        />
      </Group>
      <Group gap="xs">
        {(Object.keys(ALERT_LABELS) as (keyof typeof ALERT_LABELS)[]).map((kind) => (
          <Chip
            key={kind}
            checked={alert === kind}
            onChange={(checked) => {
              setAlert(checked ? kind : null);
              setPage(1);
            }}
            color="red"
            variant="light"
          >
            {ALERT_LABELS[kind]}: {data?.alertCounts[kind] ?? 0}
          </Chip>
        ))}
      </Group>
      <QueryState query={query} title="Could not load the grants">
        {data ? (
          <PagedList
            shown={data.rows.length}
            total={data.total}
            noun="grants"
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          >
            <GrantsTable
              rows={data.rows}
              sort={sort}
              onSort={(key) => {
                setSort((current) => ({
                  sort: key,
                  dir: current.sort === key && current.dir === 'desc' ? 'asc' : 'desc',
                }));
                setPage(1);
              }}
              onOpen={setOpenId}
            />
          </PagedList>
        ) : null}
      </QueryState>
      <GrantDetailsDrawer
        grantId={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
      {creating ? (
        <GrantFormDialog
          grant={null}
          onClose={() => {
            setCreating(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
