import { formatDate } from '@bil/domain';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/can';
import { usePmGciOverdue } from '../api/use-gci-summary';

const KIND_WORDS = {
  corrective_action: 'Corrective action',
  compliance: 'Compliance',
  inspection: 'Inspection',
  closeout: 'Closeout',
} as const;

/** The PM dashboard's overdue GC&I items at the PM's airports, oldest first. */
export function PmGciOverdue({ pm }: { pm: string }) {
  const { allows } = usePermissions();
  const allowed = allows({ flag: 'can_access_gci' });
  const query = usePmGciOverdue(pm, allowed);
  if (!allowed || !query.data) return null;
  const items = query.data.items;
  return (
    <Paper withBorder radius="md" p="md" data-testid="pm-gci-overdue">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz={18}>
          Overdue GC&amp;I items ({items.length})
        </Title>
        <Anchor component={Link} to="/grants" size="sm">
          Open GC&amp;I
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing overdue at these airports.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} aria-label="Overdue GC&I items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Airport</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Days overdue</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.slice(0, 50).map((item) => (
                <Table.Tr key={`${item.kind}-${item.id}-${item.title}`}>
                  <Table.Td>
                    <Badge color="red" variant="light">
                      {KIND_WORDS[item.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.airport_code}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {item.title}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.due_date)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Text size="sm" c="red" fw={700}>
                      {item.daysOverdue}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {items.length > 50 ? (
            <Stack>
              <Text size="xs" c="dimmed">
                The 50 oldest of {items.length} shown.
              </Text>
            </Stack>
          ) : null}
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
