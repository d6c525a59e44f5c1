import type { AdminUser, Role } from '@bil/domain';
import { ActionIcon, Badge, Button, Group, Menu, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconMailCheck, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { isRole, ROLE_OPTIONS } from './role-options';

export type UserRowActions = {
  onEdit: (user: AdminUser) => void;
  onChangeRole: (user: AdminUser, role: Role) => void;
  onConfirmEmail: (user: AdminUser) => void;
  onToggleDisabled: (user: AdminUser) => void;
};

/** What the table row and the phone card of one account share. */
export type UserPartProps = UserRowActions & { user: AdminUser; isSelf: boolean; busy: boolean };

export function displayNameOf(user: AdminUser): string | null {
  return user.displayName ?? (user.name || null);
}

export function UserIdentity({ user }: { user: AdminUser }) {
  const name = displayNameOf(user);
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name ?? user.email}
      </Text>
      {name ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      ) : null}
      {user.hasSystemBypass ? (
        <Text size="xs" c="orange">
          Administrator through a system bypass record
        </Text>
      ) : null}
    </Stack>
  );
}

export function UserRoleSelect({
  user,
  isSelf,
  busy,
  onChangeRole,
  width,
}: UserPartProps & { width?: number }) {
  return (
    <Select
      size="xs"
      w={width}
      data={ROLE_OPTIONS}
      value={user.role}
      allowDeselect={false}
      disabled={isSelf || busy}
      aria-label={`Role of ${user.email}`}
      onChange={(value) => {
        if (isRole(value) && value !== user.role) onChangeRole(user, value);
      }}
    />
  );
}

export function UserEmailState({ user, busy, onConfirmEmail }: UserPartProps) {
  if (user.emailConfirmed) {
    return (
      <Badge color="teal" variant="light" radius="sm">
        Confirmed
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color="orange" variant="light" radius="sm">
        Not confirmed
      </Badge>
      <Tooltip label="Mark the e-mail address as confirmed">
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconMailCheck size={14} aria-hidden />}
          onClick={() => {
            onConfirmEmail(user);
          }}
          disabled={busy}
        >
          Confirm
        </Button>
      </Tooltip>
    </Group>
  );
}

export function UserStatusBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={user.disabled ? 'red' : 'gray'} variant={user.disabled ? 'filled' : 'light'} radius="sm">
        {user.disabled ? 'Disabled' : 'Active'}
      </Badge>
      {user.approval === 'approved' ? null : (
        <Badge color={user.approval === 'pending' ? 'orange' : 'red'} variant="light" radius="sm">
          {user.approval === 'pending' ? 'Pending' : 'Refused'}
        </Badge>
      )}
    </Group>
  );
}

export function UserActionButtons({ user, isSelf, onEdit, onConfirmEmail, onToggleDisabled }: UserPartProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit role, PM name and permissions">
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${user.email}`}
          onClick={() => {
            onEdit(user);
          }}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${user.email}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {user.emailConfirmed ? null : (
            <Menu.Item
              leftSection={<IconMailCheck size={16} aria-hidden />}
              onClick={() => {
                onConfirmEmail(user);
              }}
            >
              Confirm e-mail
            </Menu.Item>
          )}
          <Menu.Item
            color={user.disabled ? undefined : 'red'}
            disabled={isSelf}
            leftSection={
              user.disabled ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />
            }
            onClick={() => {
              onToggleDisabled(user);
            }}
          >
            {user.disabled ? 'Enable account' : 'Disable account'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
