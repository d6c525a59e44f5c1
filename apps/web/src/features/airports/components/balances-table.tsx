import { fiscalYearLabel, formatCurrency, formatDate, type AirportDetail } from '@bil/domain';
import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockX } from '@tabler/icons-react';
import { TrancheStateBadge } from './tranche-state-badge';

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * AIG balance per fiscal year: allocation, under grant, available, lapsed, obligation deadline and state,
 * with warnings. Available and lapsed are apart: lapsed money is never inside a balance (issue 30).
 */
export function BalancesTable({ detail }: { detail: AirportDetail }) {
  const atRisk = detail.tranches.filter((tranche) => tranche.state === 'at_risk');
  const past = detail.tranches.filter((tranche) => tranche.state === 'past_deadline');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="airport-balances-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="airport-balances-title">
          AIG balance by fiscal year
        </Title>
        {atRisk.map((tranche) => (
          <Alert
            key={tranche.fiscalYear}
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={`${fiscalYearLabel(tranche.fiscalYear)} money at risk`}
            data-testid="tranche-at-risk-warning"
          >
            {formatCurrency(tranche.available)} of the {fiscalYearLabel(tranche.fiscalYear)} allocation is not
            yet under grant and must be by {formatDate(tranche.deadline)}, within 12 months. Money not under
            grant by then may be recovered by FAA.
          </Alert>
        ))}
        {past.map((tranche) => (
          <Alert
            key={tranche.fiscalYear}
            color="red"
            variant="light"
            icon={<IconClockX size={20} aria-hidden />}
            title={`${fiscalYearLabel(tranche.fiscalYear)} past deadline`}
            data-testid="tranche-past-deadline-warning"
          >
            {formatCurrency(tranche.lapsed)} of the {fiscalYearLabel(tranche.fiscalYear)} allocation was not
            under grant by its {formatDate(tranche.deadline)} deadline: it has lapsed and is not available.
          </Alert>
        ))}
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label="AIG balance by fiscal year">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fiscal year</Table.Th>
                <Table.Th style={right}>Allocation</Table.Th>
                <Table.Th style={right}>Under grant</Table.Th>
                <Table.Th style={right}>Available</Table.Th>
                <Table.Th style={right}>Lapsed</Table.Th>
                <Table.Th>Obligation deadline</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.tranches.map((tranche) => (
                <Table.Tr
                  key={tranche.fiscalYear}
                  data-testid={`tranche-${fiscalYearLabel(tranche.fiscalYear)}`}
                >
                  <Table.Td fw={700}>{fiscalYearLabel(tranche.fiscalYear)}</Table.Td>
                  <Table.Td style={right}>{formatCurrency(tranche.allocation)}</Table.Td>
                  <Table.Td style={right}>{formatCurrency(tranche.underGrant)}</Table.Td>
                  <Table.Td style={right} fw={700} data-testid="tranche-available">
                    {formatCurrency(tranche.available)}
                  </Table.Td>
                  <Table.Td style={right} data-testid="tranche-lapsed">
                    {formatCurrency(tranche.lapsed)}
                  </Table.Td>
                  <Table.Td>{formatDate(tranche.deadline)}</Table.Td>
                  <Table.Td>
                    <TrancheStateBadge state={tranche.state} />
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>Total</Table.Td>
                <Table.Td style={right} fw={700}>
                  {formatCurrency(detail.totalAllocation)}
                </Table.Td>
                <Table.Td style={right} fw={700} data-testid="total-under-grant">
                  {formatCurrency(detail.underGrant)}
                </Table.Td>
                <Table.Td style={right} fw={700} data-testid="total-available">
                  {formatCurrency(detail.available)}
                </Table.Td>
                <Table.Td style={right} fw={700} data-testid="total-lapsed">
                  {formatCurrency(detail.lapsed)}
                </Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed" data-testid="balance-rule">
          {detail.computation.rule} Today is {formatDate(detail.today)}; money counts as at risk when its
          deadline is within 12 months.
        </Text>
      </Stack>
    </Paper>
  );
}
