import { APP_VERSION, TERMS_VERSION } from '@bil/domain';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktopOff, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { Can } from '@/lib/can';
import { useAuth, writeWelcomeState } from '@/lib/session';
import { useRevokeOtherSessions } from '../api/use-revoke-other-sessions';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SettingsCard } from './settings-card';

/**
 * /settings: profile and password for everyone, then the sections other features give (the app layer
 * passes the notifications section in); sessions, the welcome dialog and the application version with
 * can_access_settings.
 */
export function SettingsPage({ sections }: { sections?: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Settings
          </Title>
          <Text c="dimmed">Your account and preferences.</Text>
        </Stack>
        <ProfileCard />
        <PasswordCard />
        {sections}
        <Can flag="can_access_settings">
          <MoreSettings />
        </Can>
      </Stack>
    </Container>
  );
}

function MoreSettings() {
  const { me } = useAuth();
  const revoke = useRevokeOtherSessions();
  return (
    <>
      <SettingsCard
        title="Sessions"
        description="Signed in on a shared or lost device? End every session except this one."
      >
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconDeviceDesktopOff size={18} aria-hidden />}
            loading={revoke.isPending}
            onClick={() => {
              revoke.mutate(undefined, {
                onSuccess: () => toast.success('Signed out of all other sessions'),
                onError: (failure) => toast.error(describeError(failure)),
              });
            }}
          >
            Sign out of other sessions
          </Button>
        </Group>
      </SettingsCard>
      <SettingsCard
        title="Welcome dialog"
        description="Show the welcome dialog again, as on your first visit."
      >
        <Group>
          <Button
            variant="default"
            leftSection={<IconSparkles size={18} aria-hidden />}
            onClick={() => {
              writeWelcomeState(me.user.id, 'visible');
              toast.success('The welcome dialog is shown again');
            }}
          >
            Reset the welcome dialog
          </Button>
        </Group>
      </SettingsCard>
      <SettingsCard title="About">
        <Group gap="xl">
          <Text size="sm" data-testid="settings-version">
            Version {APP_VERSION}
          </Text>
          <Text size="sm" c="dimmed">
            Terms version {TERMS_VERSION}
          </Text>
        </Group>
      </SettingsCard>
    </>
  );
}
