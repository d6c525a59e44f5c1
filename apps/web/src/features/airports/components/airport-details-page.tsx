import { formatCurrency, type AirportDetail } from '@bil/domain';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconMapPinOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { DbeContractsCard } from '@/components/dbe-contracts-card';
import { DetailCard } from '@/components/project-table';
import { useAirportDetail } from '../api/use-airports';
import { AirportFundingChart } from './airport-funding-chart';
import { AirportProjectsSection } from './airport-projects-section';
import { BalanceComputation } from './balance-computation';
import { BalancesTable } from './balances-table';
import { EditBalancesDialog } from './edit-balances-dialog';
import { QueryState } from '@/components/query-state';
import { DownloadPdfButton } from '@/components/download-pdf-button';

const BackLink = () => (
  <Anchor component={Link} to="/airports" size="sm">
    <Group gap={4}>
      <IconArrowLeft size={14} aria-hidden />
      Airports Catalog
    </Group>
  </Anchor>
);

/** The not-found state: an unknown code, or an airport outside the person's airports. */
function AirportNotFound({ message }: { message: string }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="airport-not-found">
      <Stack align="center" gap="sm">
        <IconMapPinOff size={40} aria-hidden />
        <Title order={1} fz={24}>
          Airport not found
        </Title>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <Button component={Link} to="/airports" variant="default">
          Back to the Airports Catalog
        </Button>
      </Stack>
    </Paper>
  );
}

function AirportFacts({ detail }: { detail: AirportDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DetailCard
        title="Airport"
        items={[
          { label: 'LID', value: detail.airportCode },
          { label: 'Name', value: detail.airportName },
          { label: 'City', value: detail.city },
          { label: 'Assigned PM', value: detail.tdotPm ?? 'Unassigned' },
        ]}
      />
      <DetailCard
        title="Funding"
        items={[
          { label: 'Projects', value: detail.projectCount.toLocaleString('en-US') },
          { label: 'BIL funding', value: formatCurrency(detail.bilFunding) },
          { label: 'Total funding', value: formatCurrency(detail.totalFunding) },
          { label: 'AIG allocation FY22-FY26', value: formatCurrency(detail.totalAllocation) },
          { label: 'AIG available', value: formatCurrency(detail.available) },
          { label: 'AIG lapsed', value: formatCurrency(detail.lapsed) },
        ]}
      />
    </SimpleGrid>
  );
}

type Props = {
  /** Other areas' cards for this airport (the app passes the GC&I card): features do not import each other. */
  renderAreaCards?: (airportCode: string) => ReactNode;
};

/** /airports/:code: facts, AIG balances with deadlines and warnings, computation, chart and projects. */
export function AirportDetailsPage({ renderAreaCards }: Props = {}) {
  const { code = '' } = useParams();
  const query = useAirportDetail(code);
  const [editing, setEditing] = useState(false);
  const notFound = query.error instanceof ApiError && query.error.status === 404 ? query.error : null;

  if (notFound) {
    return (
      <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
        <BackLink />
        <AirportNotFound message={notFound.message} />
      </Stack>
    );
  }

  const detail = query.data;
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <BackLink />
      <QueryState query={query} title="Could not load the airport">
        {detail ? (
          <>
            <Group justify="space-between" align="flex-end">
              <Stack gap={2}>
                <Title order={1} fz={28}>
                  {detail.airportCode} · {detail.airportName}
                </Title>
                <Group gap="xs">
                  <Text c="dimmed" size="sm">
                    {detail.city}
                  </Text>
                  {detail.atRisk ? <Badge color="orange">AIG money at risk</Badge> : null}
                  {detail.pastDeadline ? <Badge color="red">Past deadline</Badge> : null}
                </Group>
              </Stack>
              <Group gap="xs">
                <DownloadPdfButton
                  href={`/api/airports/${encodeURIComponent(detail.airportCode)}/report.pdf`}
                />
                {detail.canEditBalances ? (
                  <Button
                    leftSection={<IconEdit size={16} aria-hidden />}
                    onClick={() => {
                      setEditing(true);
                    }}
                  >
                    Edit allocations
                  </Button>
                ) : null}
              </Group>
            </Group>
            <AirportFacts detail={detail} />
            {renderAreaCards?.(detail.airportCode)}
            <BalancesTable detail={detail} />
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <BalanceComputation detail={detail} />
              <AirportFundingChart
                code={detail.airportCode}
                rows={detail.fundingByYear}
                asOf={detail.computation.computedAt}
              />
            </SimpleGrid>
            <AirportProjectsSection code={detail.airportCode} />
            <DbeContractsCard filter={{ airportCode: detail.airportCode }} />
            {editing ? (
              <EditBalancesDialog
                detail={detail}
                opened
                onClose={() => {
                  setEditing(false);
                }}
              />
            ) : null}
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
