import { Chip, Group } from '@mantine/core';

export type FilterChip<K extends string> = {
  value: K;
  label: string;
  color: string;
  /** Shown after the label ('Overdue: 3'); null shows the label alone. */
  count: number | null;
};

/** A row of chips of which at most one is on; each narrows the list and says how many it would show. */
export function FilterChips<K extends string>({
  chips,
  value,
  onChange,
}: {
  chips: readonly FilterChip<K>[];
  value: K | null;
  onChange: (value: K | null) => void;
}) {
  return (
    <Group gap="xs">
      {chips.map((chip) => (
        <Chip
          key={chip.value}
          checked={value === chip.value}
          onChange={(checked) => {
            onChange(checked ? chip.value : null);
          }}
          color={chip.color}
          variant="light"
        >
          {chip.label}
          {chip.count === null ? '' : `: ${String(chip.count)}`}
        </Chip>
      ))}
    </Group>
  );
}
