import { Button, Group, Text } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import {
  GROUP_SORT_KEYS,
  GROUP_SORT_LABELS,
  type GroupSort,
  type GroupSortKey,
} from '../shared-project-groups';

type Props = {
  sort: GroupSort;
  onSort: (key: GroupSortKey) => void;
  /** Sort buttons appear only when there is more than one group. */
  showSort: boolean;
  onExpandAll: () => void;
  onCollapseAll: () => void;
};

/** SPEC §2: group sort buttons (Grant #, Funding, Projects, Date) with direction, Expand All, Collapse All. */
export function GroupControls({ sort, onSort, showSort, onExpandAll, onCollapseAll }: Props) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {showSort ? (
        <Group gap={6} wrap="wrap" role="group" aria-label="Sort grant groups">
          <Text size="sm" fw={600} c="dimmed">
            Sort by
          </Text>
          {GROUP_SORT_KEYS.map((key) => {
            const active = sort.key === key;
            const Icon = active && sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
            return (
              <Button
                key={key}
                size="compact-sm"
                variant={active ? 'filled' : 'default'}
                rightSection={active ? <Icon size={14} aria-hidden /> : null}
                aria-pressed={active}
                aria-label={`Sort by ${GROUP_SORT_LABELS[key]}${active ? (sort.direction === 'asc' ? ', ascending' : ', descending') : ''}`}
                onClick={() => {
                  onSort(key);
                }}
              >
                {GROUP_SORT_LABELS[key]}
              </Button>
            );
          })}
        </Group>
      ) : (
        <span />
      )}
      <Group gap={6}>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconArrowsMaximize size={14} aria-hidden />}
          onClick={onExpandAll}
        >
          Expand All
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconArrowsMinimize size={14} aria-hidden />}
          onClick={onCollapseAll}
        >
          Collapse All
        </Button>
      </Group>
    </Group>
  );
}
