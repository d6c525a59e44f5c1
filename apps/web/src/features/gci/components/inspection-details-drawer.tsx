import {
  DISCREPANCY_CATEGORY_LABELS,
  DISCREPANCY_SEVERITY_LABELS,
  formatDate,
  formatDateTime12h,
  type Discrepancy,
  type InspectionDetail,
} from '@bil/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import {
  useDeleteDiscrepancy,
  useDeleteInspection,
  useInspectionDetail,
  useSaveDiscrepancy,
  useSaveInspectionSettings,
} from '../api/use-gci-inspections';
import { DeleteButton, HistoryTimeline, RecordDrawer, RecordFact } from '@/components/record-list';
import { ActionStatusBadge } from './action-status-badge';
import { DiscrepancyFormDialog } from './discrepancy-form-dialog';
import { InspectionDueBadge } from './inspection-due-badge';
import { InspectionFormDialog } from './inspection-form-dialog';
import { RecordDocuments } from './record-documents';

const SEVERITY_COLORS = { low: 'gray', medium: 'yellow', high: 'orange', critical: 'red' } as const;

function DiscrepancyCard({
  detail,
  item,
  onEdit,
}: {
  detail: InspectionDetail;
  item: Discrepancy;
  onEdit: (item: Discrepancy) => void;
}) {
  const editable = detail.inspection.abilities.update;
  const save = useSaveDiscrepancy(detail.inspection.id);
  const remove = useDeleteDiscrepancy(detail.inspection.id);
  const move = (action_status: 'in_progress' | 'closed' | 'open', words: string) => {
    save.mutate(
      { id: item.id, body: { action_status } },
      {
        onSuccess: () => toast.success(words),
        onError: (error) => toast.error(describeError(error)),
      },
    );
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="discrepancy"
      style={item.displayStatus === 'overdue' ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {DISCREPANCY_CATEGORY_LABELS[item.category]}
            </Text>
            <Badge color={SEVERITY_COLORS[item.severity]} variant="light">
              {DISCREPANCY_SEVERITY_LABELS[item.severity]}
            </Badge>
          </Group>
          <ActionStatusBadge status={item.displayStatus} />
        </Group>
        <Text size="sm">
          {item.description}
          {item.location ? ` · ${item.location}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          Plan due {formatDate(item.plan_due_date)} · target{' '}
          {item.target_date ? formatDate(item.target_date) : 'not set'}
          {item.closed_at
            ? ` · closed ${formatDateTime12h(item.closed_at)} by ${item.closed_by ?? 'staff (demo data)'}`
            : ''}
        </Text>
        {item.action_plan ? <Text size="xs">Plan: {item.action_plan}</Text> : null}
        <RecordDocuments recordType="discrepancy" recordId={item.id} canEdit={editable} compact />
        {editable ? (
          <Group gap={4}>
            {item.action_status === 'open' ? (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => {
                  move('in_progress', 'Action started');
                }}
              >
                Start work
              </Button>
            ) : null}
            {item.action_status !== 'closed' ? (
              <Button
                size="compact-xs"
                color="green"
                variant="light"
                loading={save.isPending}
                onClick={() => {
                  move('closed', 'Corrective action closed');
                }}
              >
                Close action
              </Button>
            ) : (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => {
                  move('open', 'Action reopened');
                }}
              >
                Reopen
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => {
                onEdit(item);
              }}
            >
              Edit
            </Button>
            <DeleteButton
              size="compact-xs"
              mutation={remove}
              arg={item.id}
              confirm="Delete this discrepancy?"
              done="Discrepancy deleted"
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function CycleSettings({ detail }: { detail: InspectionDetail }) {
  const [cycle, setCycle] = useState<number | string>(detail.settings.inspection_cycle_months);
  const [days, setDays] = useState<number | string>(detail.settings.corrective_plan_days);
  const save = useSaveInspectionSettings(detail.inspection.airport_code, detail.inspection.id);
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <NumberInput
        label="Inspection cycle (months)"
        value={cycle}
        onChange={setCycle}
        min={1}
        max={120}
        w={190}
        size="xs"
      />
      <NumberInput
        label="Corrective plan due (days)"
        value={days}
        onChange={setDays}
        min={1}
        max={365}
        w={190}
        size="xs"
      />
      <Button
        size="xs"
        variant="default"
        loading={save.isPending}
        onClick={() => {
          save.mutate(
            { inspection_cycle_months: Number(cycle), corrective_plan_days: Number(days) },
            {
              onSuccess: () =>
                toast.success(`Inspection settings of ${detail.inspection.airport_code} saved`),
              onError: (error) => toast.error(describeError(error)),
            },
          );
        }}
      >
        Save settings
      </Button>
    </Group>
  );
}

function InspectionDetailBody({ detail, onClose }: { detail: InspectionDetail; onClose: () => void }) {
  const { inspection } = detail;
  const [editing, setEditing] = useState(false);
  const [discrepancy, setDiscrepancy] = useState<Discrepancy | 'new' | null>(null);
  const remove = useDeleteInspection(inspection.id);
  const overdue = detail.discrepancies.filter((item) => item.displayStatus === 'overdue').length;
  return (
    <Stack gap="md">
      {overdue > 0 ? (
        <Alert color="red" variant="filled" icon={<IconAlertTriangle size={18} />} role="alert" p="xs">
          {overdue} corrective action{overdue === 1 ? ' is' : 's are'} overdue
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <RecordFact label="Airport">
          {inspection.airport_code} · {inspection.airport_name}
        </RecordFact>
        <RecordFact label="Inspected">{formatDate(inspection.inspection_date)}</RecordFact>
        <RecordFact label="Inspector">{inspection.inspector}</RecordFact>
        <RecordFact label="Project manager">{inspection.tdot_pm ?? 'Unassigned'}</RecordFact>
        <RecordFact label="Next inspection due">
          <InspectionDueBadge nextDue={inspection.airportNextDue} state={inspection.airportDueState} />
        </RecordFact>
        <RecordFact label="Cycle">
          every {detail.settings.inspection_cycle_months} months · plan within{' '}
          {detail.settings.corrective_plan_days} days
        </RecordFact>
      </SimpleGrid>
      {inspection.notes ? <Text size="sm">{inspection.notes}</Text> : null}
      {inspection.abilities.update ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setEditing(true);
            }}
          >
            Edit inspection
          </Button>
          <DeleteButton
            mutation={remove}
            arg={undefined}
            confirm="Delete this inspection and its discrepancies?"
            done="Inspection deleted"
            onDeleted={onClose}
          />
        </Group>
      ) : null}
      {inspection.abilities.update ? <CycleSettings detail={detail} /> : null}
      <Group justify="space-between">
        <Title order={4}>Discrepancies and corrective actions</Title>
        {inspection.abilities.update ? (
          <Button
            size="xs"
            onClick={() => {
              setDiscrepancy('new');
            }}
          >
            Add discrepancy
          </Button>
        ) : null}
      </Group>
      {detail.discrepancies.length === 0 ? (
        <Text size="sm" c="dimmed">
          No discrepancies found.
        </Text>
      ) : (
        detail.discrepancies.map((item) => (
          <DiscrepancyCard key={item.id} detail={detail} item={item} onEdit={setDiscrepancy} />
        ))
      )}
      <Title order={4}>Documents</Title>
      <RecordDocuments
        recordType="inspection"
        recordId={inspection.id}
        canEdit={inspection.abilities.update}
      />
      <Title order={4}>Inspections of {inspection.airport_code}</Title>
      <Stack gap={2}>
        {detail.airportHistory.map((item) => (
          <Text size="sm" key={item.id} fw={item.id === inspection.id ? 700 : 400}>
            {formatDate(item.inspection_date)} · {item.inspector} · {item.discrepancies} discrepanc
            {item.discrepancies === 1 ? 'y' : 'ies'}
          </Text>
        ))}
      </Stack>
      <Title order={4}>History</Title>
      <HistoryTimeline history={detail.history} />
      {editing ? (
        <InspectionFormDialog
          inspection={inspection}
          onClose={() => {
            setEditing(false);
          }}
        />
      ) : null}
      {discrepancy ? (
        <DiscrepancyFormDialog
          inspectionId={inspection.id}
          discrepancy={discrepancy === 'new' ? null : discrepancy}
          planDays={detail.settings.corrective_plan_days}
          onClose={() => {
            setDiscrepancy(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** An inspection's details: facts, next due, discrepancies with their actions, the airport's history. */
export function InspectionDetailsDrawer({
  inspectionId,
  onClose,
}: {
  inspectionId: string | null;
  onClose: () => void;
}) {
  const query = useInspectionDetail(inspectionId);
  const inspection = query.data?.inspection;
  return (
    <RecordDrawer
      opened={inspectionId !== null}
      onClose={onClose}
      title={`Inspection ${inspection ? `${inspection.airport_code} ${formatDate(inspection.inspection_date)}` : ''}`}
      query={query}
      errorTitle="Could not load the inspection"
    >
      {(detail) => <InspectionDetailBody detail={detail} onClose={onClose} />}
    </RecordDrawer>
  );
}
