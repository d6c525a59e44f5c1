import {
  bilAmount,
  bilAmountLabel,
  clampProgress,
  formatCurrency,
  formatPercentShare,
  percentShare,
  toAmount,
  type Project,
} from '@bil/domain';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { DetailCard } from '@/components/project-table';

const SHARES = [
  { key: 'bil', label: 'BIL', color: 'navy.7' },
  { key: 'state', label: 'State', color: 'teal.6' },
  { key: 'local', label: 'Local', color: 'orange.5' },
] as const;

/** SPEC §2 Financial: the funding breakdown and each source's share of the total as bars. */
export function DetailsFinancialTab({ project }: { project: Project }) {
  const total = toAmount(project.total_amount);
  const amounts = {
    bil: bilAmount(project),
    state: toAmount(project.state_amount),
    local: toAmount(project.local_amount),
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailCard
        title="Funding Breakdown"
        items={[
          { label: 'BIL AIG (Airport Infrastructure Grants)', value: formatCurrency(project.bil_aig_amount) },
          { label: 'BIL ATP (Airport Terminal Program)', value: formatCurrency(project.bil_atp_amount) },
          { label: 'BIL FCT (Contract Tower)', value: formatCurrency(project.bil_fct_amount) },
          {
            label: `BIL amount (${bilAmountLabel(project)})`,
            value: <strong>{formatCurrency(amounts.bil)}</strong>,
          },
          { label: 'State amount', value: formatCurrency(amounts.state) },
          { label: 'Local amount', value: formatCurrency(amounts.local) },
          { label: 'Total amount', value: <strong>{formatCurrency(total)}</strong> },
        ]}
      />
      <DetailCard title="Funding Distribution">
        <Progress.Root size={22} aria-label="Funding distribution">
          {SHARES.map((share) => (
            <Progress.Section
              key={share.key}
              value={clampProgress(percentShare(amounts[share.key], total))}
              color={share.color}
            />
          ))}
        </Progress.Root>
        <Stack gap="sm">
          {SHARES.map((share) => {
            const percent = percentShare(amounts[share.key], total);
            return (
              <Stack key={share.key} gap={4}>
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {share.label}
                  </Text>
                  <Text size="sm">
                    {formatCurrency(amounts[share.key])} · {formatPercentShare(percent)}
                  </Text>
                </Group>
                <Progress
                  value={clampProgress(percent)}
                  color={share.color}
                  aria-label={`${share.label} share of the total`}
                />
              </Stack>
            );
          })}
        </Stack>
        {total <= 0 ? (
          <Text size="sm" c="dimmed">
            No total amount recorded yet.
          </Text>
        ) : null}
      </DetailCard>
    </SimpleGrid>
  );
}
