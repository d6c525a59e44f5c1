import type { DeliveryGroup } from '@bil/domain';
import { Anchor, ScrollArea, Table, Text } from '@mantine/core';

/** The portfolio per PM or per airport: counts, late first; a click narrows the list to the group. */
export function GroupTable({
  groups,
  heading,
  selected,
  onSelect,
}: {
  groups: readonly DeliveryGroup[];
  heading: string;
  selected: string | null;
  onSelect: (key: string | null) => void;
}) {
  if (groups.length === 0) return <Text size="sm">No awarded projects yet.</Text>;
  return (
    <ScrollArea type="auto" mah={360}>
      <Table withTableBorder highlightOnHover miw={520} data-testid="delivery-groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{heading}</Table.Th>
            <Table.Th ta="right">Awarded</Table.Th>
            <Table.Th ta="right">Tracked</Table.Th>
            <Table.Th ta="right">Late</Table.Th>
            <Table.Th ta="right">No progress</Table.Th>
            <Table.Th ta="right">Money gap</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr
              key={group.key}
              bg={selected === group.key ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() => {
                    onSelect(selected === group.key ? null : group.key);
                  }}
                >
                  {group.label}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{group.projects}</Table.Td>
              <Table.Td ta="right">{group.tracked}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" c={group.late > 0 ? 'red' : undefined} fw={group.late > 0 ? 700 : undefined}>
                  {group.late}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{group.noProgress}</Table.Td>
              <Table.Td ta="right">{group.drawGap}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
