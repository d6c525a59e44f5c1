import { formatCurrency, formatDate, type DbeContract } from '@bil/domain';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { AttainmentBar } from './attainment-bar';
import { ContractDetails } from './contract-details';

// About a screenful at 1440 x 900: drawn with the figures; the rest of the page once that frame is painted.
const FIRST_DRAWN = 10;

type ContractListProps = {
  contracts: readonly DbeContract[];
  openIds: string[];
  onOpenChange: (openIds: string[]) => void;
};

/** One page of DBE contracts as an accordion; a contract's details are drawn only while it is open. */
export function ContractList({ contracts, openIds, onOpenChange }: ContractListProps) {
  const restDrawn = useAfterFirstPaint(true);
  const drawn = restDrawn ? contracts : contracts.slice(0, FIRST_DRAWN);
  return (
    <Accordion
      variant="separated"
      multiple
      value={openIds}
      onChange={onOpenChange}
      data-testid="contract-list"
    >
      {drawn.map((contract) => (
        <Accordion.Item key={contract.id} value={contract.id} data-testid="contract-item">
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={700}>{contract.contractNumber}</Text>
                  <Badge size="sm" variant="light" color={contract.status === 'completed' ? 'gray' : 'blue'}>
                    {contract.status === 'completed' ? 'Completed' : 'Active'}
                  </Badge>
                  <Badge size="sm" variant="outline">
                    FY{contract.fiscalYear}
                  </Badge>
                </Group>
                <Text size="sm" lineClamp={1}>
                  {contract.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {contract.airportCode} · prime {contract.primeFirmName} · awarded{' '}
                  {formatDate(contract.awardDate)} · federal share{' '}
                  {contract.federalShare === null ? 'not recorded' : formatCurrency(contract.federalShare)}
                </Text>
              </Stack>
              <Stack gap={4} style={{ flex: '0 1 240px' }}>
                <AttainmentBar contract={contract} />
                <Text size="xs" c="dimmed">
                  {formatCurrency(contract.totals.dbeCommitted)} committed ·{' '}
                  {formatCurrency(contract.totals.dbePaid)} paid
                </Text>
              </Stack>
            </Group>
            {contract.warnings.length > 0 ? (
              <Stack gap={2} mt={6} data-testid="contract-warnings">
                {contract.warnings.map((warning) => (
                  <Text key={warning.code + warning.message} size="xs" c="orange">
                    ⚠ {warning.message}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Accordion.Control>
          <Accordion.Panel>
            {openIds.includes(contract.id) ? <ContractDetails contract={contract} /> : null}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
