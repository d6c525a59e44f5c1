import { Select, type ComboboxData, type StyleProp } from '@mantine/core';

/** A clearable filter of the list's toolbar (blank: all). */
export function FilterSelect({
  placeholder,
  label,
  labelShown = false,
  searchable,
  options,
  value,
  onChange,
  width,
}: {
  /** What blank means ('All programs'). */
  placeholder: string;
  /** The accessible name; shown above the box when labelShown. */
  label: string;
  labelShown?: boolean;
  /** Type to narrow a long list (airports, PMs). */
  searchable?: boolean;
  options: ComboboxData;
  value: string | null;
  onChange: (value: string | null) => void;
  width: StyleProp<string | number>;
}) {
  return (
    <Select
      label={labelShown ? label : undefined}
      placeholder={placeholder}
      aria-label={labelShown ? undefined : label}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      searchable={searchable}
      w={width}
    />
  );
}

/** Options from a list of codes and their labels. */
export function optionsOf<K extends string>(
  values: readonly K[],
  labels: Record<K, string>,
): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
