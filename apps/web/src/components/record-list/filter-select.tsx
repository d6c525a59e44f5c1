import { Select, type StyleProp } from '@mantine/core';

/** A clearable filter of the list's toolbar (blank: all). */
export function FilterSelect({
  placeholder,
  label,
  options,
  value,
  onChange,
  width,
}: {
  /** What blank means ('All programs'). */
  placeholder: string;
  /** The accessible name. */
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  width: StyleProp<string | number>;
}) {
  return (
    <Select
      placeholder={placeholder}
      aria-label={label}
      data={options}
      value={value}
      onChange={onChange}
      clearable
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
