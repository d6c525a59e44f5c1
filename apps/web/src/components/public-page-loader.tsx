import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';

/**
 * The outline of a public page (landing, share link, sign-in, policies) while its code loads: a header
 * bar and a centred column, and no navigation sidebar, since these pages have none (issue 35). Same
 * live status as the signed-in screen's outline.
 */
export function PublicPageLoader() {
  return (
    <Box role="status" aria-label="Loading" aria-busy w="100%" mih="60vh" data-testid="public-skeleton">
      <Group h={60} px="md" justify="space-between" wrap="nowrap" aria-hidden>
        <Skeleton h={28} w={180} radius="sm" />
        <Skeleton h={32} w={96} radius="sm" />
      </Group>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} aria-hidden>
        <Stack gap="md">
          <Skeleton h={32} w="55%" radius="sm" />
          <Skeleton h={14} w="80%" radius="sm" />
          <Skeleton h={14} w="65%" radius="sm" />
          <Skeleton h={320} radius="md" />
        </Stack>
      </Container>
    </Box>
  );
}
