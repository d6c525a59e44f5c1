// The shared record-list frame: it knows no area; an area gives its columns, filters, fields and words.
export { DeleteButton } from './delete-button';
export { buildRecordsCsv, escapeFormula, type ExportRecord } from './export-file';
export { FilterChips, type FilterChip } from './filter-chips';
export { FilterSelect, optionsOf } from './filter-select';
export { ExportMenu } from './export-menu';
export { ListActions } from './list-actions';
export { PagedList } from './paged-list';
export { RecordDrawer } from './record-drawer';
export { RecordFormDialog } from './record-form-dialog';
export { RecordList, type RecordPage } from './record-list';
export { RecordOpenButton } from './record-open-button';
export { RecordTable, type RecordColumn } from './record-table';
export { nextSort, SortableHeader, type SortableColumn, type TableSort } from './sortable-header';
export { recordExporter, type ExportFormat } from './use-record-export';
export { useRecordForm } from './use-record-form';
export { RECORD_PAGE_SIZE, useRecordList, type RecordListState } from './use-record-list';
export { HistoryTimeline } from './history-timeline';
export { RecordFact } from './record-fact';
export { numberOrNull, useSchemaForm } from './use-schema-form';
export {
  fetchAllRecords,
  recordListPath,
  useRecordDetail,
  useRecordListQuery,
  type RecordListParams,
} from './record-list-query';
export { recordApi, type RecordApiConfig } from './record-api';
export { MoneyInput } from './money-input';
