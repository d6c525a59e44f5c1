import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapPinOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/** Shown for every path no route claims (SPEC §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMapPinOff size={34} />
        </ThemeIcon>
        <Text size="sm" fw={600} c="navy.7">
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed" maw={460}>
          We could not find a page at{' '}
          <Text span ff="monospace" c="dark" style={{ overflowWrap: 'anywhere' }}>
            {pathname}
          </Text>
          . It may have been moved, or the address may be mistyped.
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />} mt="sm">
          Return Home
        </Button>
      </Stack>
    </Container>
  );
}
