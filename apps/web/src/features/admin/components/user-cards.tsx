import { formatDate, type AdminUser } from '@bil/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  UserActionButtons,
  UserEmailState,
  UserIdentity,
  UserRoleSelect,
  UserStatusBadges,
  type UserPartProps,
  type UserRowActions,
} from './user-row-parts';

function UserCard(props: UserPartProps) {
  const { user } = props;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      data-testid="user-card"
      data-email={user.email}
      opacity={user.disabled ? 0.7 : 1}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UserIdentity user={user} />
          <UserActionButtons {...props} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <UserStatusBadges user={user} />
          <UserEmailState {...props} />
        </Group>
        <UserRoleSelect {...props} />
        <Text size="xs" c="dimmed">
          PM name: {user.tdotPm ?? '—'} · Created {formatDate(user.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The accounts on phones and tablets: one card each with role, status and the same actions as the table. */
export function UserCards({
  users,
  currentUserId,
  busyUserId,
  ...actions
}: UserRowActions & { users: AdminUser[]; currentUserId: string; busyUserId: string | null }) {
  return (
    <Stack component="ul" gap="sm" p="sm" m={0} style={{ listStyle: 'none' }} aria-label="Accounts">
      {users.map((user) => (
        <UserCard
          key={user.userId}
          user={user}
          isSelf={user.userId === currentUserId}
          busy={busyUserId === user.userId}
          {...actions}
        />
      ))}
    </Stack>
  );
}
