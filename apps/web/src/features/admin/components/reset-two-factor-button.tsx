import type { AdminUser } from '@bil/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useResetTwoFactor } from '../api/use-sign-in-policy';
import { ConfirmDialog } from './confirm-dialog';

/** For a person who lost phone and recovery codes: forget their second factor (audited; their sessions end). */
export function ResetTwoFactorButton({ user }: { user: AdminUser }) {
  const reset = useResetTwoFactor();
  const [asking, setAsking] = useState(false);
  if (!user.twoFactorEnabled) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        Two-factor sign-in is on for this account.
      </Text>
      <Button
        variant="light"
        color="red"
        size="xs"
        onClick={() => {
          setAsking(true);
        }}
      >
        Reset two-factor
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Reset two-factor sign-in?"
        message={`${user.email} signs in with the password alone until they set it up again (the policy may require it at once). Their sessions end.`}
        confirmLabel="Reset two-factor"
        color="red"
        loading={reset.isPending}
        onConfirm={() => {
          reset.mutate(user.userId, {
            onSuccess: () => {
              setAsking(false);
              toast.success('Two-factor sign-in was reset for this account.');
            },
            onError: (failure) => toast.error(describeError(failure)),
          });
        }}
        onCancel={() => {
          setAsking(false);
        }}
      />
    </Group>
  );
}
