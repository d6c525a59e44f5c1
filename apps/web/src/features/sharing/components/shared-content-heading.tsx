import type { PublicShareMeta } from '@bil/domain';
import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatVisitorDateTime } from './share-state-screens';

type HeadingProps = { meta: PublicShareMeta; asOf?: string; isStatic?: boolean | undefined };

/** A share's name, description and who shared it until when (dates in the visitor's locale). */
export function SharedContentHeading({ meta, asOf, isStatic }: HeadingProps) {
  const details = [
    asOf ? `Data as of ${formatVisitorDateTime(asOf)}` : null,
    meta.sharer ? `Shared by ${meta.sharer}` : null,
    meta.expires ? `Expires ${formatVisitorDateTime(meta.expires)}` : null,
  ].filter(Boolean);
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {meta.name}
      </Title>
      {meta.description ? <Text c="dimmed">{meta.description}</Text> : null}
      <Group gap="xs">
        {isStatic === undefined ? null : (
          <Badge variant="light" color={isStatic ? 'gray' : 'green'}>
            {isStatic ? 'Snapshot' : 'Live data'}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {details.join(' · ')}
        </Text>
      </Group>
    </Stack>
  );
}

/** Page body of a shared PM page: the heading, then the PM feature's read-only view. */
export function SharedSection({
  meta,
  asOf,
  children,
}: {
  meta: PublicShareMeta;
  /** When the shown figures were computed, if the page says so (the executive overview). */
  asOf?: string;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <SharedContentHeading meta={meta} {...(asOf ? { asOf } : {})} />
        {children}
      </Stack>
    </Container>
  );
}
