import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The list's search box (the words go to the server, debounced by the list). */
export function RecordSearch({
  placeholder,
  label,
  value,
  onChange,
}: {
  placeholder: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
