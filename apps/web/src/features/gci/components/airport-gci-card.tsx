import { formatCurrency, formatDate, GRANT_PROGRAM_LABELS } from '@bil/domain';
import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/can';
import { useAirportGciSummary } from '../api/use-gci-summary';
import { AirportComplianceBadge } from './compliance-status-badge';
import { InspectionDueBadge } from './inspection-due-badge';

/** The airport page's GC&I card: active grants and balances, compliance, last and next inspection, actions. */
export function AirportGciCard({ airportCode }: { airportCode: string }) {
  const { allows } = usePermissions();
  const allowed = allows({ flag: 'can_access_gci' });
  const query = useAirportGciSummary(airportCode, allowed);
  const data = query.data;
  if (!allowed || !data) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="airport-gci-card">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz={18}>
          Grants, Compliance, and Inspections
        </Title>
        <Anchor component={Link} to="/grants?tab=inspections" size="sm">
          Open GC&amp;I
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Active grants ({data.activeGrants.length})
          </Text>
          {data.activeGrants.length === 0 ? (
            <Text size="sm" c="dimmed">
              No active grant agreements.
            </Text>
          ) : (
            data.activeGrants.map((grant) => (
              <div key={grant.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" lineClamp={1}>
                    {grant.grant_number} · {GRANT_PROGRAM_LABELS[grant.program]}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(grant.remaining)} left
                  </Text>
                </Group>
                <Progress value={grant.percentDrawn} size="xs" aria-label={`${grant.grant_number} drawn`} />
              </div>
            ))
          )}
        </Stack>
        <Stack gap={8}>
          <Group justify="space-between">
            <Text size="sm">Compliance</Text>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {data.compliance.overdue} overdue · {data.compliance.dueSoon} due soon ·{' '}
                {data.compliance.findings} findings
              </Text>
              <AirportComplianceBadge status={data.compliance.status} />
            </Group>
          </Group>
          <Group justify="space-between">
            <Text size="sm">Last inspection</Text>
            <Text size="sm" fw={600}>
              {data.lastInspection ? formatDate(data.lastInspection) : 'None recorded'}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">Next inspection due</Text>
            <InspectionDueBadge nextDue={data.nextInspectionDue} state={data.inspectionDueState} />
          </Group>
          <Group justify="space-between">
            <Text size="sm">Open corrective actions</Text>
            <Text size="sm" fw={600} c={data.overdueActions > 0 ? 'red' : undefined}>
              {data.openActions}
              {data.overdueActions > 0 ? ` (${String(data.overdueActions)} overdue)` : ''}
            </Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
