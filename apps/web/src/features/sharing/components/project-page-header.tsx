import type { ProjectPageConfig, PublicShareMeta } from '@bil/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatVisitorDate } from './visitor-format';

type Props = { config: ProjectPageConfig; meta: PublicShareMeta };

/** SPEC §2 header: page name, description, protection, created, updated, expires (red once passed), sharer. */
export function ProjectPageHeader({ config, meta }: Props) {
  const expires = config.expires_at ?? meta.expires;
  const isExpired = meta.isExpired;
  const sharer = config.created_by_name ?? meta.sharer;
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {config.page_name || 'Shared Projects'}
      </Title>
      {config.description ? <Text c="dimmed">{config.description}</Text> : null}
      <Group gap="sm" wrap="wrap">
        {meta.isPasswordProtected ? (
          <Badge
            variant="light"
            color="grape"
            style={{ flexShrink: 0, overflow: 'visible' }}
            leftSection={<IconLock size={12} aria-hidden />}
          >
            Password Protected
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          Created {formatVisitorDate(config.created_at)}
        </Text>
        <Text size="sm" c="dimmed">
          Updated {formatVisitorDate(config.updated_at)}
        </Text>
        {expires ? (
          <Text size="sm" c={isExpired ? 'red' : 'dimmed'} fw={isExpired ? 600 : undefined}>
            {isExpired ? 'Expired' : 'Expires'} {formatVisitorDate(expires)}
          </Text>
        ) : null}
        {sharer ? (
          <Text size="sm" c="dimmed">
            By {sharer}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
