import { SIGN_IN_POLICY_MESSAGES, type MeResponse } from '@bil/domain';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { AppLogo } from '@/components/brand/app-logo';
import { useSignOut } from '@/lib/session';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * The whole product for a person the sign-in policy makes enrol a second factor first (the server
 * refuses every other call from them until they have).
 */
export function TwoFactorRequiredPage({ me }: { me: MeResponse }) {
  const signOut = useSignOut();
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper
        withBorder
        radius="lg"
        shadow="sm"
        p={{ base: 'lg', sm: 40 }}
        maw={560}
        w="100%"
        data-testid="two-factor-required"
      >
        <Stack gap="lg">
          <AppLogo subtitle="Aeronautics Division" />
          <Stack gap="sm" align="flex-start">
            <ThemeIcon size={56} radius="xl" variant="light" color="navy" aria-hidden>
              <IconShieldLock size={30} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              Set up two-factor sign-in
            </Title>
            <Text>
              Signed in as{' '}
              <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                {me.user.email}
              </Text>
              .
            </Text>
            <Text c="dimmed">{SIGN_IN_POLICY_MESSAGES.twoFactorRequired}</Text>
          </Stack>
          <TwoFactorEnrolment />
          <Button
            variant="subtle"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void signOut()}
          >
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
