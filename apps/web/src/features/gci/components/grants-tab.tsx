import { GRANT_PROGRAM_LABELS, GRANT_PROGRAMS, GRANT_STATUS_LABELS, GRANT_STATUSES } from '@bil/domain';
import { useState } from 'react';
import { FilterChips, FilterSelect, optionsOf, RecordList, useRecordList } from '@/components/record-list';
import { fetchAllGrants, useGrantList, type GrantListParams } from '../api/use-gci-grants';
import { GrantDetailsDrawer } from './grant-details-drawer';
import { GrantFormDialog } from './grant-form-dialog';
import { toExportRecords } from './grants-export';
import { grantColumns, grantRowProps } from './grants-table';

const ALERT_LABELS = {
  pop_ending: 'PoP ending within 90 days',
  inactive: 'No drawdown in 12 months',
  closeout_overdue: 'Closeout overdue',
} as const;
type Alert = keyof typeof ALERT_LABELS;

/** Grants tab: search, filters, alert chips, sortable table, pages, CSV and Excel of every match. */
export function GrantsTab() {
  const list = useRecordList({ sort: 'grant_number', dir: 'desc' });
  const [program, setProgram] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);

  const params: GrantListParams = {
    ...list.params,
    program: program ?? undefined,
    status: status ?? undefined,
    alert: alert ?? undefined,
  };
  const query = useGrantList(params);

  return (
    <RecordList
      list={list}
      query={query}
      noun="grants"
      errorTitle="Could not load the grants"
      search={{ placeholder: 'Search grants, airports, sponsors...', label: 'Search grants' }}
      filters={
        <>
          <FilterSelect
            placeholder="All programs"
            label="Program"
            options={optionsOf(GRANT_PROGRAMS, GRANT_PROGRAM_LABELS)}
            value={program}
            onChange={list.resetPage(setProgram)}
            width={{ base: '48%', sm: 200 }}
          />
          <FilterSelect
            placeholder="All statuses"
            label="Status"
            options={optionsOf(GRANT_STATUSES, GRANT_STATUS_LABELS)}
            value={status}
            onChange={list.resetPage(setStatus)}
            width={{ base: '48%', sm: 150 }}
          />
        </>
      }
      chips={(data) => (
        <FilterChips
          chips={(Object.keys(ALERT_LABELS) as Alert[]).map((kind) => ({
            value: kind,
            label: ALERT_LABELS[kind],
            color: 'red',
            count: data?.alertCounts[kind] ?? 0,
          }))}
          value={alert}
          onChange={list.resetPage(setAlert)}
        />
      )}
      table={{
        label: 'Grant agreements',
        minWidth: 900,
        columns: grantColumns(list.setOpenId),
        rowProps: grantRowProps,
      }}
      createLabel="New grant"
      exportFile={{
        fetchAll: () => fetchAllGrants(params),
        toRecords: toExportRecords,
        fileName: 'grants',
        sheetName: 'Grants',
      }}
      drawer={<GrantDetailsDrawer grantId={list.openId} onClose={list.closeDetails} />}
      createDialog={<GrantFormDialog grant={null} onClose={list.closeCreate} />}
    />
  );
}
