import { formatCurrency, type BreakdownsResponse } from '@bil/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The totals every breakdown adds up to. */
export function AnalyticsSummary({ data }: { data: BreakdownsResponse }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure
        testId="analytics-projects"
        label="Projects"
        value={data.totals.projectCount.toLocaleString('en-US')}
      />
      <Figure testId="analytics-bil" label="BIL Funding" value={formatCurrency(data.totals.bilAmount)} />
      <Figure
        testId="analytics-total"
        label="Total Funding"
        value={formatCurrency(data.totals.totalAmount)}
      />
    </SimpleGrid>
  );
}
