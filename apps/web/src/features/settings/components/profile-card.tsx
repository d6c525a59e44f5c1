import { displayNameSchema } from '@bil/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { RoleBadge } from '@/components/layout/role-badge';
import { describeError } from '@/components/error-boundary';
import { useAuth } from '@/lib/session';
import { useUpdateDisplayName } from '../api/use-update-display-name';
import { SettingsCard } from './settings-card';

/** E-mail and role (read-only) and the display name shown in the header. */
export function ProfileCard() {
  const { me } = useAuth();
  const update = useUpdateDisplayName();
  const saved = me.user.displayName ?? '';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid display name');
      return;
    }
    setError(null);
    update.mutate(parsed.data || null, {
      onSuccess: () => toast.success('Display name saved'),
      onError: (failure) => toast.error(describeError(failure)),
    });
  };

  return (
    <SettingsCard title="Profile" description="How you appear in the application.">
      <Group gap="xl" wrap="wrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            E-mail
          </Text>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {me.user.email}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Role
          </Text>
          <div>
            <RoleBadge label={me.roleBadge} />
          </div>
        </Stack>
        {me.user.tdotPm ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Assigned PM name
            </Text>
            <Text size="sm" fw={500}>
              {me.user.tdotPm}
            </Text>
          </Stack>
        ) : null}
      </Group>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Display name"
            description="Leave blank to show the first part of your e-mail address."
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.currentTarget.value);
            }}
            style={{ flex: '1 1 260px' }}
            maxLength={100}
          />
          <Button type="submit" loading={update.isPending} disabled={value.trim() === saved.trim()}>
            Save
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
