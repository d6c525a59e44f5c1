import { Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type KpiCardProps = {
  testId: string;
  label: string;
  value: string;
  icon: Icon;
  color: string;
  hint?: ReactNode;
  valueColor?: string;
  children?: ReactNode;
  /** The figure is being drawn again for a new filter: the old one is hidden rather than shown under the new label. */
  busy?: boolean;
};

/** One headline figure: label, icon, value, optional hint and extra content (a progress bar). */
export function KpiCard({
  testId,
  label,
  value,
  icon: KpiIcon,
  color,
  hint,
  valueColor,
  children,
  busy = false,
}: KpiCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xl: 'md' }} data-testid={testId} aria-busy={busy}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.3}>
            {label}
          </Text>
          <ThemeIcon variant="light" color={color} radius="md" size={32}>
            <KpiIcon size={18} aria-hidden />
          </ThemeIcon>
        </Group>
        <Text
          fz={{ base: 18, lg: 20, xl: 24 }}
          fw={700}
          lh={1.1}
          c={valueColor}
          data-testid={`${testId}-value`}
        >
          {busy ? <Loader size="sm" type="dots" role="status" aria-label="Updating" /> : value}
        </Text>
        {children}
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
