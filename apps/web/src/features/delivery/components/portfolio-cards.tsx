import { formatDate, type DeliveryRow } from '@bil/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DrawnVsComplete } from './drawn-vs-complete';
import { HealthBadges } from './health-badges';
import { dollars } from './portfolio-columns';

/** The portfolio on a phone: one card per project, in the server's order (late first). */
export function PortfolioCards({
  rows,
  today,
  onOpen,
}: {
  rows: readonly DeliveryRow[];
  today: string;
  onOpen: (row: DeliveryRow) => void;
}) {
  return (
    <Stack gap="xs">
      {rows.map((row) => {
        const overdue = row.firstOpenPlanned !== null && row.firstOpenPlanned < today;
        return (
          <Paper key={row.projectId} withBorder p="sm" radius="md" data-testid="delivery-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {row.airportCode} · {row.projectTitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.tdotPm ?? 'No PM'} · awarded {formatDate(row.awardDate)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  // The title wraps; the button keeps its word (it read 'Oper' at 390 px, issue 35).
                  style={{ flexShrink: 0 }}
                  onClick={() => {
                    onOpen(row);
                  }}
                  aria-label={`Open ${row.projectTitle}`}
                >
                  Open
                </Button>
              </Group>
              <HealthBadges row={row} />
              {row.firstOpenPlanned ? (
                <Text size="xs" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
                  Next due {formatDate(row.firstOpenPlanned)}
                </Text>
              ) : null}
              {row.hasRecord ? <DrawnVsComplete row={row} /> : null}
              <Text size="xs" c="dimmed">
                Contract {dollars(row.contractAmountCents)} · Grant {dollars(row.grantAmountCents)}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
