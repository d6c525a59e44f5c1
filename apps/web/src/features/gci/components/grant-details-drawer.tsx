import {
  describeGrantDrawn,
  formatCurrency,
  formatDate,
  GRANT_PROGRAM_LABELS,
  type GrantDetail,
  type Reimbursement,
} from '@bil/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteButton, HistoryTimeline, RecordDrawer, RecordFact } from '@/components/record-list';
import { useDeleteReimbursement, useGrantDetail } from '../api/use-gci-grants';
import { GrantFormDialog } from './grant-form-dialog';
import { GrantStatusBadge } from './grant-status-badge';
import { RecordDocuments } from './record-documents';
import { ReimbursementFormDialog } from './reimbursement-form-dialog';

// Drawdowns are reconciled to the cent.
const dollarsAndCents = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const STATE_COLORS = { requested: 'yellow', approved: 'blue', paid: 'green' } as const;

function ReimbursementRows({
  detail,
  onEdit,
}: {
  detail: GrantDetail;
  onEdit: (item: Reimbursement) => void;
}) {
  const editable = detail.grant.abilities.update;
  const remove = useDeleteReimbursement(detail.grant.id);
  if (detail.reimbursements.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No reimbursements requested yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} aria-label="Reimbursements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Requested</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Approved</Table.Th>
            <Table.Th>Paid</Table.Th>
            <Table.Th>State</Table.Th>
            {editable ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.reimbursements.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.request_number}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.request_date)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{dollarsAndCents(item.requested_amount)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {item.approved_amount === null ? '—' : dollarsAndCents(item.approved_amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {item.paid_date ? formatDate(item.paid_date) : '—'}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATE_COLORS[item.state]}>
                  {item.state}
                </Badge>
              </Table.Td>
              {editable ? (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
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
                    loading={remove.isPending && remove.variables === item.id}
                    confirm={`Delete reimbursement ${item.request_number}?`}
                    done={`Reimbursement ${item.request_number} deleted`}
                  />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GrantDetailBody({ detail }: { detail: GrantDetail }) {
  const { grant } = detail;
  const [editing, setEditing] = useState(false);
  const [reimbursement, setReimbursement] = useState<Reimbursement | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Badge variant="light">{GRANT_PROGRAM_LABELS[grant.program]}</Badge>
          <GrantStatusBadge status={grant.status} />
        </Group>
        {grant.abilities.update ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setEditing(true);
            }}
          >
            Edit grant
          </Button>
        ) : null}
      </Group>
      <Text fw={600}>{grant.title}</Text>
      {grant.alerts.map((alert) => (
        <Alert
          key={alert.kind}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          p="xs"
        >
          {alert.message}
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <RecordFact label="Airport">{`${grant.airport_code} · ${grant.airport_name}`}</RecordFact>
        <RecordFact label="Sponsor">{grant.sponsor}</RecordFact>
        <RecordFact label="Project manager">{grant.tdot_pm ?? 'Unassigned'}</RecordFact>
        <RecordFact label="Federal">{formatCurrency(grant.federal_amount)}</RecordFact>
        <RecordFact label="State">{formatCurrency(grant.state_amount)}</RecordFact>
        <RecordFact label="Local">{formatCurrency(grant.local_amount)}</RecordFact>
        <RecordFact label="Executed">{formatDate(grant.execution_date)}</RecordFact>
        <RecordFact label="Period of performance end">{formatDate(grant.pop_end_date)}</RecordFact>
        <RecordFact label="Completed">
          {grant.completion_date ? formatDate(grant.completion_date) : '—'}
        </RecordFact>
        <RecordFact label="Closeout received">
          {grant.closeout_received_date ? formatDate(grant.closeout_received_date) : '—'}
        </RecordFact>
      </SimpleGrid>
      <div>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Drawn {describeGrantDrawn(grant.funding)}
          </Text>
          <Text size="sm" fw={600}>
            {grant.funding.percentDrawn.toFixed(1)}%
          </Text>
        </Group>
        <Progress value={grant.funding.percentDrawn} mt={4} aria-label="Percent drawn" />
        <Text size="xs" c="dimmed" mt={4}>
          Remaining balance {formatCurrency(grant.funding.remaining)} · pending requests{' '}
          {formatCurrency(grant.funding.pending)} · available to request{' '}
          {formatCurrency(grant.funding.available)}
        </Text>
      </div>
      <Group justify="space-between">
        <Title order={4}>Reimbursements</Title>
        {grant.abilities.update ? (
          <Button
            size="xs"
            onClick={() => {
              setReimbursement('new');
            }}
          >
            Request reimbursement
          </Button>
        ) : null}
      </Group>
      <ReimbursementRows detail={detail} onEdit={setReimbursement} />
      <Title order={4}>BIL projects under this grant number</Title>
      {detail.projects.length === 0 ? (
        <Text size="sm" c="dimmed">
          No BIL projects carry this grant number.
        </Text>
      ) : (
        <Stack gap={2}>
          {detail.projects.map((project) => (
            <Group key={project.id} justify="space-between" wrap="nowrap">
              <Text size="sm" lineClamp={1}>
                {project.project_title}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(project.bil_amount)}
              </Text>
            </Group>
          ))}
          <Anchor
            component={Link}
            to={`/bil/projects?grant=${encodeURIComponent(grant.grant_number)}`}
            size="sm"
          >
            Open in BIL Projects
          </Anchor>
        </Stack>
      )}
      <Title order={4}>Documents</Title>
      <RecordDocuments recordType="grant" recordId={grant.id} canEdit={grant.abilities.update} />
      <Title order={4}>History</Title>
      <HistoryTimeline history={detail.history} />
      {editing ? (
        <GrantFormDialog
          grant={grant}
          onClose={() => {
            setEditing(false);
          }}
        />
      ) : null}
      {reimbursement ? (
        <ReimbursementFormDialog
          grantId={grant.id}
          reimbursement={reimbursement === 'new' ? null : reimbursement}
          onClose={() => {
            setReimbursement(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** A grant's details: facts, funding, alerts, drawdowns, its BIL projects and its history in words. */
export function GrantDetailsDrawer({ grantId, onClose }: { grantId: string | null; onClose: () => void }) {
  const query = useGrantDetail(grantId);
  return (
    <RecordDrawer
      opened={grantId !== null}
      onClose={onClose}
      title={`Grant ${query.data?.grant.grant_number ?? ''}`}
      query={query}
      errorTitle="Could not load the grant"
    >
      {(detail) => <GrantDetailBody detail={detail} />}
    </RecordDrawer>
  );
}
