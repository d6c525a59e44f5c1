import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type ProjectPageHeaderProps = { title: string; subtitle?: ReactNode; backTo: string; actions?: ReactNode };

/** Title, a back link and the screen's buttons. */
export function ProjectPageHeader({ title, subtitle, backTo, actions }: ProjectPageHeaderProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            w="fit-content"
            px={4}
          >
            Back
          </Button>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" component="div">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}
