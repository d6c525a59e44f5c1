import { DISCREPANCY_CATEGORIES, DISCREPANCY_CATEGORY_LABELS, type InspectionRow } from '@bil/domain';
import { useState } from 'react';
import {
  fetchAllInspections,
  useInspectionList,
  type InspectionListParams,
} from '../api/use-gci-inspections';
import {
  type ExportRecord,
  FilterChips,
  FilterSelect,
  optionsOf,
  RecordList,
  useRecordList,
} from '@/components/record-list';
import { InspectionDetailsDrawer } from './inspection-details-drawer';
import { InspectionFormDialog } from './inspection-form-dialog';
import { inspectionColumns, inspectionRowProps } from './inspections-table';

const SHOW_LABELS = {
  overdue_actions: 'Overdue corrective actions',
  open_actions: 'Open corrective actions',
  inspection_overdue: 'Inspection overdue',
  latest: 'Latest per airport',
} as const;
type Show = keyof typeof SHOW_LABELS;

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
  const list = useRecordList({ sort: 'inspection_date', dir: 'desc' });
  const [category, setCategory] = useState<string | null>(null);
  const [show, setShow] = useState<Show | null>(null);

  const params: InspectionListParams = {
    ...list.params,
    category: category ?? undefined,
    show: show ?? undefined,
  };
  const query = useInspectionList(params);

  return (
    <RecordList
      list={list}
      query={query}
      noun="inspections"
      errorTitle="Could not load the inspections"
      search={{ placeholder: 'Search airports, inspectors, notes...', label: 'Search inspections' }}
      filters={
        <FilterSelect
          placeholder="All categories"
          label="Discrepancy category"
          options={optionsOf(DISCREPANCY_CATEGORIES, DISCREPANCY_CATEGORY_LABELS)}
          value={category}
          onChange={list.resetPage(setCategory)}
          width={{ base: '100%', sm: 240 }}
        />
      }
      chips={(data) => {
        const counts: [Show, number | null][] = [
          ['overdue_actions', data?.counts.overdueActions ?? 0],
          ['inspection_overdue', data?.counts.overdueInspections ?? 0],
          ['open_actions', data?.counts.openActions ?? 0],
          ['latest', null],
        ];
        return (
          <FilterChips
            chips={counts.map(([kind, count]) => ({
              value: kind,
              label: SHOW_LABELS[kind],
              color: kind === 'open_actions' || kind === 'latest' ? 'blue' : 'red',
              count,
            }))}
            value={show}
            onChange={list.resetPage(setShow)}
          />
        );
      }}
      table={{
        label: 'Inspections',
        minWidth: 820,
        columns: inspectionColumns(list.setOpenId),
        rowProps: inspectionRowProps,
      }}
      createLabel="New inspection"
      exportFile={{
        fetchAll: () => fetchAllInspections(params),
        toRecords,
        fileName: 'inspections',
        sheetName: 'Inspections',
      }}
      drawer={<InspectionDetailsDrawer inspectionId={list.openId} onClose={list.closeDetails} />}
      createDialog={
        <InspectionFormDialog inspection={null} onClose={list.closeCreate} onSaved={list.setOpenId} />
      }
    />
  );
}
