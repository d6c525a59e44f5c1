import { defaultReportRange, formatCurrency } from '@bil/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { exportChartDataExcel } from '@/components/charts';
import { describeError } from '@/components/error-boundary';
import { QueryState } from '@/components/query-state';
import { useChargeBackReport } from '../api/use-flight-services';
import { toChargeBackRecords, toUtilisationRecords } from '../flight-records';

/** Monthly charge-back per agency and utilisation per aircraft, with an Excel export. */
export function ChargeBackPanel({ today }: { today: string }) {
  const [range, setRange] = useState(() => defaultReportRange(today));
  const query = useChargeBackReport(range.from, range.to);
  const report = query.data;

  const exportExcel = async () => {
    if (!report) return;
    try {
      const name = `charge-back-${report.from}-to-${report.to}`;
      const exported = await exportChartDataExcel(toChargeBackRecords(report), name, 'Charge-back by agency');
      if (exported)
        await exportChartDataExcel(
          toUtilisationRecords(report),
          `utilisation-${report.from}-to-${report.to}`,
          'Hours by aircraft',
        );
      toast[exported ? 'success' : 'info'](exported ? 'Report exported as Excel' : 'Nothing to export');
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="From month"
          type="month"
          value={range.from}
          onChange={(event) => {
            setRange((current) => ({ ...current, from: event.currentTarget.value }));
          }}
        />
        <TextInput
          label="To month"
          type="month"
          value={range.to}
          onChange={(event) => {
            setRange((current) => ({ ...current, to: event.currentTarget.value }));
          }}
        />
        <Button
          leftSection={<IconFileSpreadsheet size={16} />}
          variant="light"
          onClick={() => void exportExcel()}
          disabled={!report}
        >
          Export to Excel
        </Button>
      </Group>
      <QueryState query={query} title="Error Loading the Report">
        {report ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Paper withBorder p="sm">
                <Text size="xs" c="dimmed">
                  Flights
                </Text>
                <Text fw={700} fz="xl" data-testid="report-flights">
                  {report.totals.flights}
                </Text>
              </Paper>
              <Paper withBorder p="sm">
                <Text size="xs" c="dimmed">
                  Hours flown
                </Text>
                <Text fw={700} fz="xl">
                  {report.totals.hours.toLocaleString('en-US')}
                </Text>
              </Paper>
              <Paper withBorder p="sm">
                <Text size="xs" c="dimmed">
                  Charged back
                </Text>
                <Text fw={700} fz="xl" data-testid="report-charge">
                  {formatCurrency(report.totals.charge)}
                </Text>
              </Paper>
            </SimpleGrid>
            <Title order={2} fz="lg">
              Charge-back by month and agency
            </Title>
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    <Table.Th>Agency</Table.Th>
                    <Table.Th ta="right">Flights</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                    <Table.Th ta="right">Charge-back</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.rows.map((row) => (
                    <Table.Tr key={`${row.month}-${row.agency}`}>
                      <Table.Td>{row.month}</Table.Td>
                      <Table.Td>{row.agency}</Table.Td>
                      <Table.Td ta="right">{row.flights}</Table.Td>
                      <Table.Td ta="right">{row.hours}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(row.charge)}</Table.Td>
                    </Table.Tr>
                  ))}
                  {report.rows.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text c="dimmed" ta="center">
                          No flights logged in these months.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Title order={2} fz="lg">
              Utilisation by month and aircraft
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table striped verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    <Table.Th>Aircraft</Table.Th>
                    <Table.Th ta="right">Flights</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.utilisation.map((row) => (
                    <Table.Tr key={`${row.month}-${row.tailNumber}`}>
                      <Table.Td>{row.month}</Table.Td>
                      <Table.Td>{row.tailNumber}</Table.Td>
                      <Table.Td ta="right">{row.flights}</Table.Td>
                      <Table.Td ta="right">{row.hours}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
