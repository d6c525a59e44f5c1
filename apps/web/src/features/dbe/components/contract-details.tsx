import {
  CERTIFICATION_STATUS_LABELS,
  COMMITMENT_KIND_LABELS,
  DBE_COUNT_REASON_TEXT,
  formatCurrency,
  formatDate,
  type DbeCommitment,
  type DbeContract,
} from '@bil/domain';
import { Badge, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { CommitmentFormDialog } from './commitment-form-dialog';
import { CompleteContractDialog } from './complete-contract-dialog';
import { ContractFormDialog } from './contract-form-dialog';
import { PaymentFormDialog } from './payment-form-dialog';

type Dialog = 'edit' | 'commit' | 'pay' | 'complete' | { amend: DbeCommitment } | null;

/** A contract's commitments (with amendment history), payments and the actions its abilities allow. */
export function ContractDetails({ contract }: { contract: DbeContract }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
  };
  const canEdit = contract.abilities.update;
  return (
    <Stack gap="sm">
      {canEdit ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setDialog('edit');
            }}
          >
            Edit contract
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setDialog('commit');
            }}
          >
            Add commitment
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setDialog('pay');
            }}
          >
            Record payment
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            onClick={() => {
              setDialog('complete');
            }}
          >
            {contract.completedDate ? 'Edit completion' : 'Complete contract'}
          </Button>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed">
        Project {contract.projectTitle}
        {contract.grantNumber ? ` · grant ${contract.grantNumber}` : ''} · PM{' '}
        {contract.airportPm ?? 'unassigned'} · {contract.goalDriven ? 'goal-driven (conscious)' : 'neutral'}
        {contract.completedDate
          ? ` · completed ${formatDate(contract.completedDate)}, participation needed ${formatCurrency(contract.participationNeeded ?? 0)}`
          : ''}
      </Text>
      <ScrollArea type="auto">
        <Table striped withTableBorder fz="sm" miw={820} data-testid="commitments-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Firm</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th ta="right">Committed</Table.Th>
              <Table.Th ta="right">Counts</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
              <Table.Th>Committed on</Table.Th>
              <Table.Th>History</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contract.commitments.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text size="sm" c="dimmed">
                    No commitments yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {contract.commitments.map((commitment) => (
              <Table.Tr key={commitment.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      {commitment.firmName}
                    </Text>
                    <Group gap={4}>
                      <Badge
                        size="xs"
                        variant="light"
                        color={commitment.counts ? 'teal' : 'gray'}
                        title={DBE_COUNT_REASON_TEXT[commitment.countReason]}
                        data-testid="commitment-counts"
                      >
                        {commitment.counts ? 'DBE' : 'Not counted'}
                      </Badge>
                      {commitment.countsAsDbe &&
                      commitment.firmStatus &&
                      commitment.firmStatus !== 'certified' ? (
                        <Badge
                          size="xs"
                          variant="light"
                          color={commitment.firmStatus === 'under_reevaluation' ? 'yellow' : 'red'}
                        >
                          {CERTIFICATION_STATUS_LABELS[commitment.firmStatus]}
                        </Badge>
                      ) : null}
                    </Group>
                    {commitment.overrideReason ? (
                      <Text size="xs" c="dimmed" data-testid="commitment-override-reason">
                        Taken out by hand: {commitment.overrideReason}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{COMMITMENT_KIND_LABELS[commitment.kind]}</Table.Td>
                <Table.Td ta="right">{formatCurrency(commitment.amount)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(commitment.countedAmount)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(commitment.paid)}</Table.Td>
                <Table.Td>{formatDate(commitment.commitmentDate)}</Table.Td>
                <Table.Td>
                  {commitment.amendments.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      Original
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      {commitment.amendments.map((amendment) => (
                        <Text key={amendment.version} size="xs">
                          v{amendment.version} {formatDate(amendment.amendedOn)}: {amendment.reason} (was{' '}
                          {formatCurrency(Number(amendment.before.amount))})
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  {canEdit ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => {
                        setDialog({ amend: commitment });
                      }}
                    >
                      Amend
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="sm" fw={600}>
        Payments ({contract.payments.length}) · prime {formatCurrency(contract.totals.primePaid)} · to DBEs
        (counted) {formatCurrency(contract.totals.dbePaid)}
      </Text>
      {contract.payments.length > 0 ? (
        <ScrollArea.Autosize mah={220} type="auto">
          <Table fz="xs" withTableBorder miw={480} data-testid="payments-table">
            <Table.Tbody>
              {contract.payments
                .slice()
                .reverse()
                .map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDate(payment.paidDate)}</Table.Td>
                    <Table.Td>{payment.payee}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(payment.amount)}</Table.Td>
                    <Table.Td>{payment.note}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
      {dialog === 'edit' ? <ContractFormDialog opened onClose={close} contract={contract} /> : null}
      {dialog === 'commit' ? <CommitmentFormDialog opened onClose={close} contract={contract} /> : null}
      {dialog === 'pay' ? <PaymentFormDialog opened onClose={close} contract={contract} /> : null}
      {dialog === 'complete' ? <CompleteContractDialog opened onClose={close} contract={contract} /> : null}
      {dialog !== null && typeof dialog === 'object' ? (
        <CommitmentFormDialog opened onClose={close} contract={contract} amend={dialog.amend} />
      ) : null}
    </Stack>
  );
}
