import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REFUSED_MESSAGE, APP_NAME, type MeResponse } from '@bil/domain';
import { Button, Center, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass, IconLogout, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { AppLogo } from '@/components/brand/app-logo';
import { useSignOut } from '@/lib/session';

/**
 * The whole product for a self-registered person an administrator has not approved (or has refused):
 * who they are, what happens next, and Sign out. The server refuses every other call from them.
 */
export function AwaitingApprovalPage({ me }: { me: MeResponse }) {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const refused = me.approval === 'refused';

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper
        withBorder
        radius="lg"
        shadow="sm"
        p={{ base: 'lg', sm: 40 }}
        maw={560}
        w="100%"
        data-testid={refused ? 'registration-refused' : 'awaiting-approval'}
      >
        <Stack gap="lg">
          <AppLogo subtitle="Aeronautics Division" />
          <Stack gap="sm" align="flex-start">
            <ThemeIcon size={56} radius="xl" variant="light" color={refused ? 'red' : 'orange'} aria-hidden>
              {refused ? <IconUserX size={30} /> : <IconHourglass size={30} />}
            </ThemeIcon>
            <Title order={1} fz={26}>
              {refused ? 'Your registration was not approved' : 'Waiting for approval'}
            </Title>
            <Text>
              You are signed in to {APP_NAME} as{' '}
              <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                {me.user.email}
              </Text>
              .
            </Text>
            <Text c="dimmed">{refused ? ACCOUNT_REFUSED_MESSAGE : ACCOUNT_PENDING_MESSAGE}</Text>
          </Stack>
          {refused ? null : (
            <Stack gap={6}>
              <Text fw={600} size="sm">
                What happens next
              </Text>
              <List size="sm" spacing={6}>
                <List.Item>
                  An administrator reviews new accounts, because this system holds restricted data.
                </List.Item>
                <List.Item>
                  When your account is approved you get an e-mail at this address with a sign-in link.
                </List.Item>
                <List.Item>Then sign in again (or reload this page) to start.</List.Item>
              </List>
            </Stack>
          )}
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
