import { formatCurrency, type AirportSummary } from '@bil/domain';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** An airport's money at risk and past its deadline, or 'None': the catalogue's 'At risk' figure. */
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
      {airport.pastDeadline ? (
        <Text size="xs" fw={700} c="red" ta={align === 'end' ? 'right' : undefined}>
          Past deadline{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(airport.pastDeadlineAmount)}</span>
        </Text>
      ) : null}
      {!airport.atRisk && !airport.pastDeadline ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : null}
    </Stack>
  );
}
