import { Text } from '@mantine/core';
import { formatDateTime12h } from '@bil/domain';

/** "Data as of …" beside a screen's title: when the figures were computed. */
export function DataAsOf({ asOf, testId }: { asOf: string; testId?: string }) {
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      Data as of {formatDateTime12h(asOf)}
    </Text>
  );
}
