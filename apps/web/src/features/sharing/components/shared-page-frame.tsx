import { APP_NAME } from '@bil/domain';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLogo } from '@/components/brand/app-logo';

type Props = { children: ReactNode; headerExtra?: ReactNode; fluid?: boolean };

/** Frame of every public share page: the logo, the content, and 'Powered by ... Public Sharing'. */
export function SharedPageFrame({ children, headerExtra, fluid = false }: Props) {
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={fluid ? '100%' : 'xl'} py="sm" px={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={Link} to="/" underline="never" aria-label={`${APP_NAME} home`}>
              <AppLogo subtitle="Shared content" />
            </Anchor>
            {headerExtra}
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" style={{ flex: 1 }}>
        {children}
      </Box>
      <Box
        component="footer"
        py="md"
        bg="white"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text ta="center" size="sm" c="dimmed">
          Powered by <strong>{APP_NAME}</strong> Public Sharing
        </Text>
      </Box>
    </Box>
  );
}
