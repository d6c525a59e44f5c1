import { Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: ReactNode;
  description: ReactNode;
  /** data-testid of the description line, where a test reads a count or a date from it. */
  descriptionTestId?: string;
  /** Lines under the description. */
  children?: ReactNode;
  /** Beside the title, to the right (as-of line, buttons); without it the title stands alone. */
  aside?: ReactNode;
  /** Space between the title and the aside. */
  gap?: MantineSpacing;
};

/** A screen's title and the dimmed line that says what it shows. */
export function PageHeading({
  title,
  description,
  descriptionTestId,
  children,
  aside,
  gap,
}: PageHeadingProps) {
  const heading = (
    <Stack gap={2}>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" data-testid={descriptionTestId}>
        {description}
      </Text>
      {children}
    </Stack>
  );
  if (aside === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap={gap}>
      {heading}
      {aside}
    </Group>
  );
}
