import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the wide dashboard screens: extra-large container, roomy gaps. */
export function WidePage({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}
