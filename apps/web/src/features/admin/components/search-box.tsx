import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
};

export function SearchBox({ value, onChange, placeholder, label }: SearchBoxProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      rightSection={
        value ? (
          <CloseButton
            size="sm"
            aria-label="Clear the search"
            onClick={() => {
              onChange('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 260px', maxWidth: 420 }}
    />
  );
}
