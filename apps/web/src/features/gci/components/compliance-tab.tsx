import {
  COMPLIANCE_OBLIGATION_LABELS,
  COMPLIANCE_OBLIGATIONS,
  COMPLIANCE_STATUS_LABELS,
  COMPLIANCE_STATUSES,
  type ComplianceRow,
  type ComplianceStatus,
} from '@bil/domain';
import { Chip, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { fetchAllCompliance, useComplianceList, type ComplianceListParams } from '../api/use-gci-compliance';
import { ComplianceDetailsDrawer } from './compliance-details-drawer';
import { ComplianceFormDialog } from './compliance-form-dialog';
import { ComplianceOverview } from './compliance-overview';
import { ComplianceTable } from './compliance-table';
import { downloadGrantsCsv, downloadGrantsExcel, type ExportRecord } from './grants-export';
import { nextSort, type TableSort } from './sortable-header';
import { PagedList } from './paged-list';
import { ListActions } from './list-actions';

const PAGE_SIZE = 25;
const CHIP_COLORS: Record<ComplianceStatus, string> = {
  current: 'green',
  due_soon: 'yellow',
  overdue: 'red',
  finding: 'grape',
};

function toRecords(rows: readonly ComplianceRow[]): ExportRecord[] {
  return rows.map((row) => ({
    Obligation: COMPLIANCE_OBLIGATION_LABELS[row.obligation],
    Airport: row.airport_code,
    'Airport name': row.airport_name,
    'Due date': row.due_date,
    'Last completed': row.last_completed_date ?? '',
    'Every (months)': row.frequency_months,
    Status: COMPLIANCE_STATUS_LABELS[row.status],
    'Open findings': row.open_findings,
    Notes: row.notes ?? '',
  }));
}

/** Compliance tab: airports at a glance, the next 90 days, and every obligation (search, filters, export). */
export function ComplianceTab() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [obligation, setObligation] = useState<string | null>(null);
  const [status, setStatus] = useState<ComplianceStatus | null>(null);
  const [sort, setSort] = useState<TableSort>({ sort: 'due_date', dir: 'asc' });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const params: ComplianceListParams = {
    q: q || undefined,
    obligation: obligation ?? undefined,
    status: status ?? undefined,
    ...sort,
    page,
    limit: PAGE_SIZE,
  };
  const query = useComplianceList(params);
  const data = query.data;

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    try {
      const records = toRecords((await fetchAllCompliance(params)).rows);
      if (records.length === 0) {
        toast.info('No obligations to export');
        return;
      }
      if (kind === 'csv') downloadGrantsCsv(records, 'compliance');
      else await downloadGrantsExcel(records, 'compliance', 'Compliance');
      toast.success(`Exported ${records.length} obligations`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  };

  return (
    <Stack gap="sm">
      {data ? <ComplianceOverview data={data} onOpen={setOpenId} /> : null}
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          placeholder="Search airports, obligations, notes..."
          aria-label="Search compliance"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          placeholder="All obligations"
          aria-label="Obligation"
          data={COMPLIANCE_OBLIGATIONS.map((value) => ({
            value,
            label: COMPLIANCE_OBLIGATION_LABELS[value],
          }))}
          value={obligation}
          onChange={(value) => {
            setObligation(value);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', sm: 250 }}
        />
        <ListActions
          onExport={(format) => void exportAs(format)}
          createLabel="New obligation"
          canCreate={data?.canCreate ?? false}
          onCreate={() => {
            setCreating(true);
          }}
        />
      </Group>
      <Group gap="xs">
        {COMPLIANCE_STATUSES.map((kind) => (
          <Chip
            key={kind}
            checked={status === kind}
            onChange={(checked) => {
              setStatus(checked ? kind : null);
              setPage(1);
            }}
            color={CHIP_COLORS[kind]}
            variant="light"
          >
            {COMPLIANCE_STATUS_LABELS[kind]}: {data?.counts[kind] ?? 0}
          </Chip>
        ))}
      </Group>
      <QueryState query={query} title="Could not load the compliance obligations">
        {data ? (
          <PagedList
            shown={data.rows.length}
            total={data.total}
            noun="obligations"
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          >
            <ComplianceTable
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
      <ComplianceDetailsDrawer
        itemId={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
      {creating ? (
        <ComplianceFormDialog
          item={null}
          onClose={() => {
            setCreating(false);
          }}
          onSaved={setOpenId}
        />
      ) : null}
    </Stack>
  );
}
