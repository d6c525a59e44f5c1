import {
  buildPlanExportRows,
  buildProjectPrefill,
  fiscalYearLabel,
  PLAN_ITEM_STATUSES,
  type PlanItem,
} from '@bil/domain';
import { Button, Group, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { exportChartDataCsv, exportChartDataExcel } from '@/components/charts';
import { describeError } from '@/components/error-boundary';
import { QueryState } from '@/components/query-state';
import {
  ExportMenu,
  FilterSelect,
  RECORD_PAGE_SIZE,
  RecordList,
  useRecordList,
  type RecordPage,
} from '@/components/record-list';
import { useConvertPlanItem, useDeletePlanItem, usePlanningOverview } from '../api/use-planning';
import { isActiveItem } from '../plan-views';
import { AigPlanCheck } from './aig-plan-check';
import { PlanItemDialog } from './plan-item-dialog';
import { planItemColumns } from './plan-item-columns';
import { PlanKpis } from './plan-kpis';
import { PlanSummaryTables, type PlanView } from './plan-summary-tables';

const EXPORT_NAME = 'capital-improvement-plan';

/** After the project form saved a project made from a plan item, link the two (once). */
function useLinkConvertedItem() {
  const [params, setParams] = useSearchParams();
  const convert = useConvertPlanItem();
  const done = useRef(false);
  const itemId = params.get('convertedItem');
  const projectId = params.get('project');
  useEffect(() => {
    if (!itemId || !projectId || done.current) return;
    done.current = true;
    convert
      .mutateAsync({ id: itemId, projectId })
      .then(() => toast.success('Plan item converted: it now links to the new project'))
      .catch((error: unknown) => toast.error(describeError(error)))
      .finally(() => {
        setParams({}, { replace: true });
      });
  }, [itemId, projectId, convert, setParams]);
}

/** /planning: the Airport Capital Improvement Plan, set against the AIG money. */
export function PlanningPage() {
  const query = usePlanningOverview();
  // Four choices do not fit side by side on a phone.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  useLinkConvertedItem();
  const navigate = useNavigate();
  // The plan keeps its own order (no header sorts); the item being edited is the list's open record.
  const list = useRecordList({ sort: 'plan', dir: 'asc' });
  const [airport, setAirport] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [view, setView] = useState<'items' | PlanView>('items');
  const remove = useDeletePlanItem();
  const data = query.data;

  const items = useMemo(
    () =>
      (data?.items ?? []).filter(
        (item) => (!airport || item.airportCode === airport) && (!status || item.status === status),
      ),
    [data, airport, status],
  );
  const airports = data?.airports ?? [];
  const shownAirports = airport ? airports.filter((entry) => entry.airportCode === airport) : airports;
  const active = items.filter(isActiveItem);
  const years = data?.acipYears ?? [];
  const canCreate = airports.some((entry) => entry.canCreate);
  const editing = list.openId === null ? undefined : data?.items.find((item) => item.id === list.openId);

  // The whole plan comes in one answer: the page is cut here, and stays in range when a filter narrows it.
  const pages = Math.max(1, Math.ceil(items.length / RECORD_PAGE_SIZE));
  const page = Math.min(list.page, pages);
  const first = (page - 1) * RECORD_PAGE_SIZE;
  const shown: RecordPage<PlanItem> = {
    rows: items.slice(first, first + RECORD_PAGE_SIZE),
    total: items.length,
    canCreate,
  };

  const exportRows = () => buildPlanExportRows(items);
  const onDelete = async (item: PlanItem) => {
    if (!window.confirm(`Delete the plan item "${item.title}"?`)) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success('Plan item deleted');
    } catch (error) {
      toast.error(describeError(error));
    }
  };
  const columns = planItemColumns({
    onConvert: (item) => void navigate('/bil/projects/new', { state: buildProjectPrefill(item) }),
    onEdit: (item) => {
      list.setOpenId(item.id);
    },
    onDelete: (item) => void onDelete(item),
  });

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 'xl', sm: 'h2' }}>
            Capital Improvement Plan
          </Title>
          <Text c="dimmed" size="sm">
            {years.length > 0
              ? `Five federal fiscal years, ${fiscalYearLabel(years[0] ?? 0)} to ${fiscalYearLabel(years.at(-1) ?? 0)}, set against each airport's AIG money.`
              : 'Planned projects per airport, set against the AIG money.'}
          </Text>
        </Stack>
        {canCreate ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              list.setCreating(true);
            }}
          >
            Add plan item
          </Button>
        ) : null}
      </Group>
      <QueryState query={query} title="Could not load the capital improvement plan">
        {data ? (
          <RecordList
            list={{ ...list, page }}
            query={{ ...query, data: shown }}
            noun="plan items"
            errorTitle="Could not load the capital improvement plan"
            gap="md"
            overview={() => <PlanKpis items={items} active={active} airports={shownAirports} />}
            filters={
              <>
                <FilterSelect
                  label="Airport"
                  labelShown
                  placeholder="All airports"
                  searchable
                  options={airports.map((entry) => ({
                    value: entry.airportCode,
                    label: `${entry.airportCode} - ${entry.airportName}`,
                  }))}
                  value={airport}
                  onChange={setAirport}
                  width={{ base: '100%', xs: 260 }}
                />
                <FilterSelect
                  label="Status"
                  labelShown
                  placeholder="All statuses"
                  options={[...PLAN_ITEM_STATUSES]}
                  value={status}
                  onChange={setStatus}
                  width={{ base: '100%', xs: 180 }}
                />
              </>
            }
            actions={
              <ExportMenu
                excelLabel="Excel"
                disabled={items.length === 0}
                onExport={(format) => {
                  if (format === 'csv') exportChartDataCsv(exportRows(), EXPORT_NAME);
                  else
                    void exportChartDataExcel(exportRows(), EXPORT_NAME, 'ACIP').catch((error: unknown) =>
                      toast.error(describeError(error)),
                    );
                }}
              />
            }
            chips={() => (
              <SegmentedControl
                value={view}
                onChange={(value) => {
                  setView(value);
                  // The items come back on their first page, as they did when the table was drawn anew.
                  list.setPage(1);
                }}
                data={[
                  { value: 'items', label: 'Items' },
                  { value: 'airport', label: 'By airport' },
                  { value: 'year', label: 'By fiscal year' },
                  { value: 'source', label: 'By funding source' },
                ]}
                fullWidth
                orientation={orientation}
                maw={640}
              />
            )}
            table={{
              minWidth: 1000,
              columns,
              look: 'bordered',
              testId: 'plan-items-table',
              rowProps: planItemRow,
            }}
            pager={{
              gap: 'xs',
              empty: <Text size="sm">No plan items match these filters.</Text>,
              summary: `${String(first + 1)}-${String(first + shown.rows.length)} of ${String(items.length)} items`,
              hideSinglePage: true,
            }}
            view={
              view === 'items' ? undefined : (
                <>
                  <PlanSummaryTables view={view} items={active} years={years} />
                  <Text size="xs" c="dimmed">
                    Totals count the active items (candidate and programmed).
                  </Text>
                </>
              )
            }
            drawer={
              editing ? (
                <PlanItemDialog
                  opened
                  item={editing}
                  airports={airports}
                  years={[...new Set([...years, editing.fiscalYear])].sort()}
                  onClose={list.closeDetails}
                />
              ) : null
            }
            createDialog={
              <PlanItemDialog
                opened
                item={null}
                airports={airports}
                years={[...new Set(years)].sort()}
                onClose={list.closeCreate}
              />
            }
          />
        ) : null}
        <AigPlanCheck airports={shownAirports} />
      </QueryState>
    </Stack>
  );
}

/** The browser tests find the plan's rows by this id. */
const planItemRow = () => ({ 'data-testid': 'plan-item-row' });
