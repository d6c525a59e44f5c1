import { fiscalYearLabel, formatCurrency, type PlanItem } from '@bil/domain';
import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconFileArrowRight, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RecordColumn } from '@/components/record-list';

const STATUS_COLOURS: Record<PlanItem['status'], string> = {
  candidate: 'gray',
  programmed: 'blue',
  deferred: 'yellow',
  withdrawn: 'dark',
  converted: 'green',
};

/** A figure's column: header and cells to the right. */
const rightAligned = (
  key: string,
  label: string,
  cell: RecordColumn<PlanItem>['cell'],
): RecordColumn<PlanItem> => ({
  key,
  label,
  sortable: false,
  numeric: true,
  style: { textAlign: 'right' },
  cell,
});

/** What a row's buttons do. */
export type PlanItemActions = {
  onConvert: (item: PlanItem) => void;
  onEdit: (item: PlanItem) => void;
  onDelete: (item: PlanItem) => void;
};

/** The row's actions, as the caller's abilities allow: the linked project, convert, edit, delete. */
function PlanItemButtons({ item, actions }: { item: PlanItem; actions: PlanItemActions }) {
  return (
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
            onClick={() => {
              actions.onConvert(item);
            }}
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
            actions.onEdit(item);
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
            actions.onDelete(item);
          }}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

/** The plan items' columns, in the plan's own order (no header sorts). */
export function planItemColumns(actions: PlanItemActions): RecordColumn<PlanItem>[] {
  return [
    { key: 'airport', label: 'Airport', sortable: false, cell: (item) => item.airportCode },
    { key: 'fy', label: 'FY', sortable: false, cell: (item) => fiscalYearLabel(item.fiscalYear) },
    {
      key: 'title',
      label: 'Title',
      sortable: false,
      style: { maxWidth: 320 },
      cell: (item) => (
        <Text size="sm" lineClamp={2}>
          {item.title}
        </Text>
      ),
    },
    { key: 'workType', label: 'Type of work', sortable: false, cell: (item) => item.workType },
    {
      key: 'status',
      label: 'Status',
      sortable: false,
      headerStyle: { minWidth: 130 },
      cell: (item) => (
        // max-content: a table cell would shrink the badge to 'PROGRAMM...' (issue 35).
        <Badge color={STATUS_COLOURS[item.status]} variant="light" miw="max-content">
          {item.status}
        </Badge>
      ),
    },
    rightAligned('priority', 'Priority', (item) => item.priority),
    rightAligned('npr', 'NPR', (item) => item.nationalPriorityRating ?? '-'),
    rightAligned('estimatedCost', 'Estimated cost', (item) => formatCurrency(item.estimatedCost)),
    rightAligned('bilAig', 'BIL AIG', (item) => formatCurrency(item.funding.bilAig)),
    {
      key: 'actions',
      label: 'Actions',
      sortable: false,
      cell: (item) => <PlanItemButtons item={item} actions={actions} />,
    },
  ];
}
