import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  testId: string;
  label: string;
  value: string;
  icon: Icon;
  color: string;
  hint?: ReactNode;
  alert?: boolean;
};

/** One figure of a PM page's summary row. */
export function PmStatCard({ testId, label, value, icon: StatIcon, color, hint, alert = false }: Props) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.3}>
            {label}
          </Text>
          <ThemeIcon variant="light" color={color} radius="md" size={30}>
            <StatIcon size={17} aria-hidden />
          </ThemeIcon>
        </Group>
        <Text fz={22} fw={700} lh={1.1} c={alert ? 'red.8' : undefined} data-testid={`${testId}-value`}>
          {value}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
