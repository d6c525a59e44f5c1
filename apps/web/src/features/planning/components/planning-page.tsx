import {
  buildPlanExportRows,
  fiscalYearLabel,
  formatCurrency,
  PLAN_ITEM_STATUSES,
  type PlanItem,
} from '@bil/domain';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCash,
  IconListDetails,
  IconPlus,
  IconTrendingDown,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { exportChartDataCsv, exportChartDataExcel } from '@/components/charts';
import { describeError } from '@/components/error-boundary';
import { KpiCard } from '@/components/kpi-card';
import { QueryState } from '@/components/query-state';
import { ExportMenu } from '@/components/record-list';
import { useConvertPlanItem, useDeletePlanItem, usePlanningOverview } from '../api/use-planning';
import { isActiveItem } from '../plan-views';
import { AigPlanCheck } from './aig-plan-check';
import { PlanItemDialog } from './plan-item-dialog';
import { PlanItemsTable } from './plan-items-table';
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
  const [airport, setAirport] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [view, setView] = useState<'items' | PlanView>('items');
  const [editing, setEditing] = useState<PlanItem | null | 'new'>(null);
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
  const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
  const years = data?.acipYears ?? [];
  const canCreate = airports.some((entry) => entry.canCreate);

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
              setEditing('new');
            }}
          >
            Add plan item
          </Button>
        ) : null}
      </Group>
      <QueryState query={query} title="Could not load the capital improvement plan">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          <KpiCard
            testId="kpi-plan-items"
            label="Active plan items"
            value={String(active.length)}
            icon={IconListDetails}
            color="blue"
            hint={`${items.length} in all`}
          />
          <KpiCard
            testId="kpi-plan-cost"
            label="Estimated cost (active)"
            value={formatCurrency(sum(active.map((item) => item.estimatedCost)))}
            icon={IconCash}
            color="teal"
            hint={`BIL AIG ${formatCurrency(sum(active.map((item) => item.funding.bilAig)))}`}
          />
          <KpiCard
            testId="kpi-plan-lapse"
            label="AIG the plan leaves to lapse"
            value={formatCurrency(sum(shownAirports.map((entry) => entry.lapseAmount)))}
            icon={IconTrendingDown}
            color="orange"
            hint={`${shownAirports.filter((entry) => entry.lapseAmount > 0).length} airports`}
          />
          <KpiCard
            testId="kpi-plan-shortfall"
            label="AIG needed beyond available"
            value={formatCurrency(sum(shownAirports.map((entry) => entry.shortfallAmount)))}
            icon={IconAlertTriangle}
            color="red"
            hint={`${shownAirports.filter((entry) => entry.shortfallAmount > 0).length} airports`}
          />
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Airport"
            placeholder="All airports"
            clearable
            searchable
            w={{ base: '100%', xs: 260 }}
            data={airports.map((entry) => ({
              value: entry.airportCode,
              label: `${entry.airportCode} - ${entry.airportName}`,
            }))}
            value={airport}
            onChange={setAirport}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            clearable
            w={{ base: '100%', xs: 180 }}
            data={[...PLAN_ITEM_STATUSES]}
            value={status}
            onChange={setStatus}
          />
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
        </Group>
        <SegmentedControl
          value={view}
          onChange={(value) => {
            setView(value);
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
        {view === 'items' ? (
          <PlanItemsTable items={items} onEdit={setEditing} onDelete={(item) => void onDelete(item)} />
        ) : (
          <PlanSummaryTables view={view} items={active} years={years} />
        )}
        {view !== 'items' ? (
          <Text size="xs" c="dimmed">
            Totals count the active items (candidate and programmed).
          </Text>
        ) : null}
        <AigPlanCheck airports={shownAirports} />
      </QueryState>
      {editing !== null && data ? (
        <PlanItemDialog
          opened
          item={editing === 'new' ? null : editing}
          airports={airports}
          years={[...new Set([...years, ...(editing === 'new' ? [] : [editing.fiscalYear])])].sort()}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
