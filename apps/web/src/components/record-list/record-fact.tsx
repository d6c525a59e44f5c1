import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a record's details: a dimmed label over its value. */
export function RecordFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}
