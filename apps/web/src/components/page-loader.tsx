import { Box, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/**
 * Shown while a screen's code or first data is loading: the outline of a screen (header, sidebar, title,
 * figures and a table) rather than a lone spinner, so the first moments after sign-in already look like
 * the app (issue 35). It is a live status whose label screen readers read.
 */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Loading" aria-busy w="100%" mih="60vh" data-testid="screen-skeleton">
      <Group h={60} px="md" justify="space-between" wrap="nowrap" aria-hidden>
        <Skeleton h={28} w={220} radius="sm" />
        <Skeleton h={32} w={32} circle />
      </Group>
      <Group align="flex-start" gap={0} wrap="nowrap" aria-hidden>
        <Stack w={260} p="md" gap="sm" visibleFrom="sm" data-testid="skeleton-sidebar">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} h={20} w={index % 3 === 0 ? '60%' : '85%'} radius="sm" />
          ))}
        </Stack>
        <Stack p={{ base: 'sm', sm: 'lg' }} gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Skeleton h={32} w="40%" radius="sm" />
          <Skeleton h={14} w="60%" radius="sm" />
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} h={88} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={280} radius="md" />
        </Stack>
      </Group>
    </Box>
  );
}
