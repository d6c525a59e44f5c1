import { COMPLIANCE_OBLIGATION_LABELS, formatDate, type ComplianceDetail, type Finding } from '@bil/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import {
  useCompleteComplianceItem,
  useComplianceDetail,
  useDeleteComplianceItem,
  useSaveFinding,
} from '../api/use-gci-compliance';
import { DeleteButton, HistoryTimeline, RecordDrawer, RecordFact } from '@/components/record-list';
import { ComplianceFormDialog } from './compliance-form-dialog';
import { ComplianceStatusBadge } from './compliance-status-badge';
import { RecordDocuments } from './record-documents';

function FindingCard({ detail, finding }: { detail: ComplianceDetail; finding: Finding }) {
  const [resolution, setResolution] = useState('');
  const [resolvedDate, setResolvedDate] = useState(detail.today);
  const save = useSaveFinding(detail.item.id);
  const open = finding.resolved_date === null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={open ? { borderColor: 'var(--mantine-color-grape-6)' } : undefined}
    >
      <Text size="sm" fw={600}>
        {finding.description}
      </Text>
      <Text size="xs" c="dimmed">
        Found {formatDate(finding.found_date)}
        {finding.resolved_date ? ` · resolved ${formatDate(finding.resolved_date)}` : ' · open'}
      </Text>
      {finding.resolution ? <Text size="xs">Resolution: {finding.resolution}</Text> : null}
      {open && detail.item.abilities.update ? (
        <Group align="flex-end" gap="xs" mt="xs" wrap="wrap">
          <TextInput
            size="xs"
            label="Resolution"
            value={resolution}
            onChange={(event) => {
              setResolution(event.currentTarget.value);
            }}
            w={240}
          />
          <TextInput
            size="xs"
            type="date"
            label="Resolved on"
            value={resolvedDate}
            onChange={(event) => {
              setResolvedDate(event.currentTarget.value);
            }}
          />
          <Button
            size="xs"
            color="green"
            variant="light"
            loading={save.isPending}
            onClick={() => {
              save.mutate(
                { id: finding.id, body: { resolution, resolved_date: resolvedDate } },
                {
                  onSuccess: () => toast.success('Finding resolved'),
                  onError: (error) => toast.error(describeError(error)),
                },
              );
            }}
          >
            Resolve
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

function NewFinding({ detail }: { detail: ComplianceDetail }) {
  const [description, setDescription] = useState('');
  const [found, setFound] = useState(detail.today);
  const save = useSaveFinding(detail.item.id);
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Textarea
        size="xs"
        label="New finding"
        value={description}
        autosize
        onChange={(event) => {
          setDescription(event.currentTarget.value);
        }}
        w={280}
      />
      <TextInput
        size="xs"
        type="date"
        label="Found on"
        value={found}
        onChange={(event) => {
          setFound(event.currentTarget.value);
        }}
      />
      <Button
        size="xs"
        variant="default"
        loading={save.isPending}
        onClick={() => {
          save.mutate(
            { id: null, body: { description, found_date: found } },
            {
              onSuccess: () => {
                toast.success('Finding recorded');
                setDescription('');
              },
              onError: (error) => toast.error(describeError(error)),
            },
          );
        }}
      >
        Record finding
      </Button>
    </Group>
  );
}

function ComplianceDetailBody({ detail, onClose }: { detail: ComplianceDetail; onClose: () => void }) {
  const { item } = detail;
  const [editing, setEditing] = useState(false);
  const [completedOn, setCompletedOn] = useState(detail.today);
  const complete = useCompleteComplianceItem(item.id);
  const remove = useDeleteComplianceItem(item.id);
  return (
    <Stack gap="md">
      {item.status === 'overdue' ? (
        <Alert color="red" variant="filled" role="alert" p="xs">
          Overdue since {formatDate(item.due_date)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <RecordFact label="Airport">
          {item.airport_code} · {item.airport_name}
        </RecordFact>
        <RecordFact label="Due">{formatDate(item.due_date)}</RecordFact>
        <RecordFact label="Status">
          <ComplianceStatusBadge status={item.status} />
        </RecordFact>
        <RecordFact label="Last completed">
          {item.last_completed_date ? formatDate(item.last_completed_date) : '—'}
        </RecordFact>
        <RecordFact label="Recurs">every {item.frequency_months} months</RecordFact>
        <RecordFact label="Project manager">{item.tdot_pm ?? 'Unassigned'}</RecordFact>
      </SimpleGrid>
      {item.notes ? <Text size="sm">{item.notes}</Text> : null}
      {item.abilities.update ? (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            size="xs"
            type="date"
            label="Completed on"
            value={completedOn}
            onChange={(event) => {
              setCompletedOn(event.currentTarget.value);
            }}
          />
          <Button
            size="xs"
            color="green"
            loading={complete.isPending}
            onClick={() => {
              complete.mutate(completedOn, {
                onSuccess: (next) => toast.success(`Done; next due ${formatDate(next.item.due_date)}`),
                onError: (error) => toast.error(describeError(error)),
              });
            }}
          >
            Mark done
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setEditing(true);
            }}
          >
            Edit
          </Button>
          <DeleteButton
            mutation={remove}
            arg={undefined}
            confirm="Delete this obligation and its findings?"
            done="Obligation deleted"
            onDeleted={onClose}
          />
        </Group>
      ) : null}
      <Title order={4}>Findings</Title>
      {detail.findings.length === 0 ? (
        <Text size="sm" c="dimmed">
          No findings.
        </Text>
      ) : (
        detail.findings.map((finding) => <FindingCard key={finding.id} detail={detail} finding={finding} />)
      )}
      {item.abilities.update ? <NewFinding detail={detail} /> : null}
      <Title order={4}>Documents</Title>
      <RecordDocuments recordType="compliance_item" recordId={item.id} canEdit={item.abilities.update} />
      <Title order={4}>History</Title>
      <HistoryTimeline history={detail.history} />
      {editing ? (
        <ComplianceFormDialog
          item={item}
          onClose={() => {
            setEditing(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** An obligation's details: status, completion, findings and their resolution, documents, history. */
export function ComplianceDetailsDrawer({ itemId, onClose }: { itemId: string | null; onClose: () => void }) {
  const query = useComplianceDetail(itemId);
  const item = query.data?.item;
  return (
    <RecordDrawer
      opened={itemId !== null}
      onClose={onClose}
      title={item ? `${COMPLIANCE_OBLIGATION_LABELS[item.obligation]} · ${item.airport_code}` : ''}
      query={query}
      errorTitle="Could not load the obligation"
    >
      {(detail) => <ComplianceDetailBody detail={detail} onClose={onClose} />}
    </RecordDrawer>
  );
}
