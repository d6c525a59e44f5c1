import { Paper, Stack, Text } from '@mantine/core';
import type { TooltipPayload } from 'recharts';
import type { ReactNode } from 'react';

export type TooltipLine = { label: string; value: ReactNode; color?: string };

/** The box of a chart tooltip: a heading and label/value lines. */
export function ChartTooltipBox({ heading, lines }: { heading: ReactNode; lines: readonly TooltipLine[] }) {
  return (
    <Paper shadow="md" p="xs" withBorder radius="sm" maw={320} style={{ pointerEvents: 'none' }}>
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {heading}
        </Text>
        {lines.map((line) => (
          <Text key={line.label} size="xs" c={line.color ?? undefined}>
            <Text span size="xs" c="dimmed">
              {line.label}:
            </Text>{' '}
            {line.value}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The data point under the pointer, from a Recharts tooltip payload. */
export function readTooltipDatum(payload: TooltipPayload | undefined): unknown {
  const first = payload?.[0];
  return first ? (first.payload as unknown) : null;
}
