import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode };

type DetailCardProps = {
  title: string;
  items?: DetailItem[];
  children?: ReactNode;
  /** Stretch to the height of its grid row (off when cards are stacked in one cell). */
  fill?: boolean;
};

/** A titled card of label/value lines (the expanded row's cards, the details screen's cards). */
export function DetailCard({ title, items, children, fill = true }: DetailCardProps) {
  return (
    <Card withBorder radius="md" padding="md" h={fill ? '100%' : undefined}>
      <Stack gap="xs">
        <Title order={3} fz="sm" fw={700} c="navy.8">
          {title}
        </Title>
        {items ? <DetailList items={items} /> : null}
        {children}
      </Stack>
    </Card>
  );
}

export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {items.map((item) => (
        <Group key={item.label} justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A value or a dash for 'nothing recorded'. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const text = String(value).trim();
  return text === '' ? '—' : text;
}
