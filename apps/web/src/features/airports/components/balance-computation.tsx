import { formatCurrency, formatDate, formatDateTime12h, type AirportDetail } from '@bil/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { DetailList } from '@/components/project-table';

/** How the balances were computed: projects under grant, grant numbers, when they were last saved. */
export function BalanceComputation({ detail }: { detail: AirportDetail }) {
  const { computation } = detail;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="airport-computation-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="airport-computation-title">
          Computation
        </Title>
        <DetailList
          items={[
            { label: 'Projects under grant (AIG)', value: String(computation.projectsUnderGrant) },
            ...(computation.awardedAfterLapse > 0
              ? [
                  {
                    label: 'AIG awarded after its tranches lapsed (check the data)',
                    value: formatCurrency(computation.awardedAfterLapse),
                  },
                ]
              : []),
            { label: 'Latest grant number under grant', value: computation.latestGrantNumber ?? 'None' },
            {
              label: 'Last calculated grant number',
              value: computation.lastCalculatedGrantNumber ?? 'Not yet calculated',
            },
            {
              label: 'Balances last saved',
              value: computation.balanceUpdatedAt ? formatDateTime12h(computation.balanceUpdatedAt) : 'Never',
            },
            { label: 'Figures computed', value: formatDateTime12h(computation.computedAt) },
            { label: 'Deadlines judged on', value: formatDate(detail.today) },
          ]}
        />
        {detail.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="balance-notes">
            <Text span fw={700} size="sm">
              Notes:{' '}
            </Text>
            {detail.notes}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
