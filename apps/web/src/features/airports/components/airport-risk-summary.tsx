import { formatCurrency, type AirportSummary } from '@bil/domain';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** An airport's lapsed money (past its deadline) in red, or '$0': the catalogue's 'Lapsed' figure. */
export function LapsedAmount({ airport }: { airport: AirportSummary }) {
  return (
    <Text size="sm" fw={airport.pastDeadline ? 700 : undefined} c={airport.pastDeadline ? 'red' : 'dimmed'}>
      {formatCurrency(airport.lapsed)}
    </Text>
  );
}

/** An airport's available money at risk (deadline within 12 months), or 'None': the catalogue's 'At risk'. */
export function AirportRiskSummary({ airport, align }: { airport: AirportSummary; align: 'start' | 'end' }) {
  return (
    <Stack gap={2} align={align === 'end' ? 'flex-end' : 'flex-start'}>
      {airport.atRisk ? (
        <Tooltip label="Money within 12 months of its obligation deadline and not yet under grant">
          <Group gap={4} wrap="nowrap" c="orange">
            <IconAlertTriangle size={14} aria-hidden />
            <Text size="sm" fw={700} c="orange" style={{ whiteSpace: 'nowrap' }}>
              {formatCurrency(airport.atRiskAmount)}
            </Text>
          </Group>
        </Tooltip>
      ) : null}
      {!airport.atRisk ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : null}
    </Stack>
  );
}
