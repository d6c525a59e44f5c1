import {
  AIRPORT_COMPLIANCE_LABELS,
  AIRPORT_COMPLIANCE_STATUSES,
  COMPLIANCE_OBLIGATION_LABELS,
  formatDate,
  type ComplianceList,
} from '@bil/domain';
import { Group, Paper, ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { AirportComplianceBadge, ComplianceStatusBadge } from './compliance-status-badge';

/** Airports at a glance (how many current, needing attention, with a finding open) and the next 90 days. */
export function ComplianceOverview({ data, onOpen }: { data: ComplianceList; onOpen: (id: string) => void }) {
  const needing = data.airports.filter((airport) => airport.status !== 'current');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Paper withBorder p="sm" radius="md">
        <Text fw={700} size="sm" mb={6}>
          Airports at a glance
        </Text>
        <Group gap="lg" mb="xs">
          {AIRPORT_COMPLIANCE_STATUSES.map((status) => (
            <div key={status}>
              <Text fz={22} fw={700} c={status === 'finding_open' ? 'red' : undefined}>
                {data.airports.filter((airport) => airport.status === status).length}
              </Text>
              <Text size="xs" c="dimmed">
                {AIRPORT_COMPLIANCE_LABELS[status]}
              </Text>
            </div>
          ))}
        </Group>
        <ScrollArea.Autosize mah={180}>
          <Stack gap={4} pr="xs">
            {needing.map((airport) => (
              <Group key={airport.airport_code} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" lineClamp={1}>
                  <b>{airport.airport_code}</b> {airport.airport_name}
                </Text>
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                    {airport.overdue} overdue · {airport.dueSoon} due soon · {airport.findings} findings
                  </Text>
                  <AirportComplianceBadge status={airport.status} />
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Paper withBorder p="sm" radius="md" aria-label="Next 90 days">
        <Text fw={700} size="sm" mb={6}>
          Next 90 days (and overdue)
        </Text>
        <ScrollArea.Autosize mah={250}>
          <Stack gap={4} pr="xs">
            {data.calendar.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing falls due in the next 90 days.
              </Text>
            ) : (
              data.calendar.map((row) => (
                <UnstyledButton
                  key={row.id}
                  onClick={() => {
                    onOpen(row.id);
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" lineClamp={1}>
                      <Text span fw={600} c={row.due_date < data.today ? 'red' : undefined}>
                        {formatDate(row.due_date)}
                      </Text>{' '}
                      {row.airport_code} · {COMPLIANCE_OBLIGATION_LABELS[row.obligation]}
                    </Text>
                    <div style={{ flexShrink: 0 }}>
                      <ComplianceStatusBadge status={row.status} />
                    </div>
                  </Group>
                </UnstyledButton>
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
    </SimpleGrid>
  );
}
