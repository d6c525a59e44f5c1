import { buildProjectPrefill, fiscalYearLabel, formatCurrency, type PlanItem } from '@bil/domain';
import { ActionIcon, Anchor, Badge, Group, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { IconEdit, IconFileArrowRight, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PagedList, RECORD_PAGE_SIZE } from '@/components/record-list';

const STATUS_COLOURS: Record<PlanItem['status'], string> = {
  candidate: 'gray',
  programmed: 'blue',
  deferred: 'yellow',
  withdrawn: 'dark',
  converted: 'green',
};

const PAGE_SIZE = RECORD_PAGE_SIZE;

/** The plan items, one row each, with the actions the caller's abilities allow. */
export function PlanItemsTable({
  items,
  onEdit,
  onDelete,
}: {
  items: readonly PlanItem[];
  onEdit: (item: PlanItem) => void;
  onDelete: (item: PlanItem) => void;
}) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * PAGE_SIZE;
  const shown = items.slice(first, first + PAGE_SIZE);
  return (
    <Stack gap="xs">
      <PagedList
        shown={shown.length}
        total={items.length}
        noun="plan items"
        page={current}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        empty={<Text size="sm">No plan items match these filters.</Text>}
        summary={`${String(first + 1)}-${String(first + shown.length)} of ${String(items.length)} items`}
        hideSinglePage
      >
        <ScrollArea type="auto">
          <Table striped highlightOnHover withTableBorder miw={1000} data-testid="plan-items-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Airport</Table.Th>
                <Table.Th>FY</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Type of work</Table.Th>
                <Table.Th miw={130}>Status</Table.Th>
                <Table.Th ta="right">Priority</Table.Th>
                <Table.Th ta="right">NPR</Table.Th>
                <Table.Th ta="right">Estimated cost</Table.Th>
                <Table.Th ta="right">BIL AIG</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                <Table.Tr key={item.id} data-testid="plan-item-row">
                  <Table.Td>{item.airportCode}</Table.Td>
                  <Table.Td>{fiscalYearLabel(item.fiscalYear)}</Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {item.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.workType}</Table.Td>
                  <Table.Td>
                    {/* max-content: a table cell would shrink the badge to 'PROGRAMM...' (issue 35). */}
                    <Badge color={STATUS_COLOURS[item.status]} variant="light" miw="max-content">
                      {item.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{item.priority}</Table.Td>
                  <Table.Td ta="right">{item.nationalPriorityRating ?? '-'}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(item.estimatedCost)}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(item.funding.bilAig)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {item.projectId ? (
                        <Anchor component={Link} to={`/bil/projects/${item.projectId}`} size="sm">
                          Project
                        </Anchor>
                      ) : null}
                      {item.abilities.update && item.status === 'programmed' ? (
                        <Tooltip label="Convert into a BIL project">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Convert ${item.title} into a project`}
                            onClick={() =>
                              void navigate('/bil/projects/new', { state: buildProjectPrefill(item) })
                            }
                          >
                            <IconFileArrowRight size={18} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      {item.abilities.update && item.status !== 'converted' ? (
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${item.title}`}
                          onClick={() => {
                            onEdit(item);
                          }}
                        >
                          <IconEdit size={18} />
                        </ActionIcon>
                      ) : null}
                      {item.abilities.delete ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${item.title}`}
                          onClick={() => {
                            onDelete(item);
                          }}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </PagedList>
    </Stack>
  );
}
