import {
  COMPLIANCE_OBLIGATION_LABELS,
  COMPLIANCE_OBLIGATIONS,
  COMPLIANCE_STATUS_LABELS,
  COMPLIANCE_STATUSES,
  type ComplianceRow,
  type ComplianceStatus,
} from '@bil/domain';
import { useState } from 'react';
import {
  type ExportRecord,
  FilterChips,
  FilterSelect,
  optionsOf,
  RecordList,
  useRecordList,
} from '@/components/record-list';
import { fetchAllCompliance, useComplianceList, type ComplianceListParams } from '../api/use-gci-compliance';
import { ComplianceDetailsDrawer } from './compliance-details-drawer';
import { ComplianceFormDialog } from './compliance-form-dialog';
import { ComplianceOverview } from './compliance-overview';
import { complianceColumns } from './compliance-table';

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
  const list = useRecordList({ sort: 'due_date', dir: 'asc' });
  const [obligation, setObligation] = useState<string | null>(null);
  const [status, setStatus] = useState<ComplianceStatus | null>(null);

  const params: ComplianceListParams = {
    ...list.params,
    obligation: obligation ?? undefined,
    status: status ?? undefined,
  };
  const query = useComplianceList(params);

  return (
    <RecordList
      list={list}
      query={query}
      noun="obligations"
      errorTitle="Could not load the compliance obligations"
      overview={(data) => <ComplianceOverview data={data} onOpen={list.setOpenId} />}
      search={{ placeholder: 'Search airports, obligations, notes...', label: 'Search compliance' }}
      filters={
        <FilterSelect
          placeholder="All obligations"
          label="Obligation"
          options={optionsOf(COMPLIANCE_OBLIGATIONS, COMPLIANCE_OBLIGATION_LABELS)}
          value={obligation}
          onChange={list.resetPage(setObligation)}
          width={{ base: '100%', sm: 250 }}
        />
      }
      chips={(data) => (
        <FilterChips
          chips={COMPLIANCE_STATUSES.map((kind) => ({
            value: kind,
            label: COMPLIANCE_STATUS_LABELS[kind],
            color: CHIP_COLORS[kind],
            count: data?.counts[kind] ?? 0,
          }))}
          value={status}
          onChange={list.resetPage(setStatus)}
        />
      )}
      table={{ label: 'Compliance obligations', minWidth: 760, columns: complianceColumns(list.setOpenId) }}
      createLabel="New obligation"
      exportFile={{
        fetchAll: () => fetchAllCompliance(params),
        toRecords,
        fileName: 'compliance',
        sheetName: 'Compliance',
      }}
      drawer={<ComplianceDetailsDrawer itemId={list.openId} onClose={list.closeDetails} />}
      createDialog={<ComplianceFormDialog item={null} onClose={list.closeCreate} onSaved={list.setOpenId} />}
    />
  );
}
