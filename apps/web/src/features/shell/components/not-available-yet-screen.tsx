import { Container, Stack, Text, Title } from '@mantine/core';

export const NOT_AVAILABLE_YET_TEXT = 'This screen is not available yet.';

/**
 * Stand-in for a signed-in screen whose feature has not been delivered: the route, its guard and the
 * shell work; the screen says honestly that it is not there yet. Replace the route's element with the
 * real screen when it exists.
 */
export function NotAvailableYetScreen({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl" data-testid="not-available-yet">
      <Stack gap="xs">
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{NOT_AVAILABLE_YET_TEXT}</Text>
      </Stack>
    </Container>
  );
}
