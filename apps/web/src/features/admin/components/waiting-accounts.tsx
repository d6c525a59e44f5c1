import { formatDate, type AdminUser } from '@bil/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconHourglass, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useAdminUsers } from '../api/use-admin-users';
import { useDecideAccount } from '../api/use-registration';
import { ConfirmDialog } from './confirm-dialog';

const SHOWN = 50;

function WaitingRow({
  user,
  busy,
  onApprove,
  onRefuse,
}: {
  user: AdminUser;
  busy: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="wrap"
      py="xs"
      data-testid="waiting-account"
      data-email={user.email}
    >
      <Stack gap={0} miw={0} style={{ flex: '1 1 220px' }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Text size="xs" c="dimmed">
          Registered {formatDate(user.createdAt)} ·{' '}
          {user.emailConfirmed ? 'E-mail confirmed' : 'E-mail not confirmed yet'}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          color="teal.9"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={busy}
          onClick={onApprove}
          aria-label={`Approve ${user.email}`}
        >
          Approve
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={busy}
          onClick={onRefuse}
          aria-label={`Refuse ${user.email}`}
        >
          Refuse
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The 'Waiting for approval' list above the accounts: self-registered people an administrator has not
 * decided on yet, with Approve and Refuse (each audited and e-mailed to the person). Hidden when none wait.
 */
export function WaitingAccounts() {
  const waiting = useAdminUsers({ search: '', page: 1, limit: SHOWN, approval: 'pending' });
  const decide = useDecideAccount();
  const [toRefuse, setToRefuse] = useState<AdminUser | null>(null);
  const data = waiting.data;
  if (!data || data.total === 0) return null;

  const run = (user: AdminUser, decision: 'approve' | 'refuse', after?: () => void) => {
    decide.mutate(
      { userId: user.userId, decision },
      {
        onSuccess: () => {
          toast.success(
            decision === 'approve'
              ? `${user.email} is approved and was told by e-mail`
              : `${user.email} was refused and told by e-mail`,
          );
          after?.();
        },
        onError: (failure) => toast.error(describeError(failure)),
      },
    );
  };
  const busyUserId = decide.isPending ? decide.variables.userId : null;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="waiting-title" bg="yellow.0">
      <Stack gap="xs">
        <Group gap="sm">
          <IconHourglass size={20} aria-hidden />
          <Title order={2} fz="lg" id="waiting-title">
            Waiting for approval
          </Title>
          <Badge color="orange" variant="filled" radius="xl" aria-label={`${data.total} waiting`}>
            {data.total}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          These people registered themselves. They can sign in but see nothing until you approve them.
        </Text>
        <Stack gap={0}>
          {data.data.map((user) => (
            <WaitingRow
              key={user.userId}
              user={user}
              busy={busyUserId === user.userId}
              onApprove={() => {
                run(user, 'approve');
              }}
              onRefuse={() => {
                setToRefuse(user);
              }}
            />
          ))}
        </Stack>
        {data.total > data.data.length ? (
          <Text size="xs" c="dimmed">
            Showing the first {data.data.length} of {data.total}.
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={toRefuse !== null}
        title="Refuse this registration?"
        message={`${toRefuse?.email ?? ''} will be told by e-mail that the registration was not approved, and cannot use the product.`}
        confirmLabel="Refuse registration"
        loading={decide.isPending}
        onCancel={() => {
          setToRefuse(null);
        }}
        onConfirm={() => {
          if (toRefuse)
            run(toRefuse, 'refuse', () => {
              setToRefuse(null);
            });
        }}
      />
    </Paper>
  );
}
