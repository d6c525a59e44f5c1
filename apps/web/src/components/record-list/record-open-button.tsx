import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** The link-like button in a row's first cell that opens the record's details. */
export function RecordOpenButton({
  onOpen,
  label,
  children,
}: {
  onOpen: () => void;
  /** The accessible name, when the words shown are not enough. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <UnstyledButton onClick={onOpen} c="blue" fw={600} fz="sm" aria-label={label}>
      {children}
    </UnstyledButton>
  );
}
