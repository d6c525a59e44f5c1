import { formatDate, type AdminUser, type Role } from '@bil/domain';
import { ActionIcon, Badge, Button, Group, Menu, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDots, IconMailCheck, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { isRole, ROLE_OPTIONS } from './role-options';

export type UserRowActions = {
  onEdit: (user: AdminUser) => void;
  onChangeRole: (user: AdminUser, role: Role) => void;
  onConfirmEmail: (user: AdminUser) => void;
  onToggleDisabled: (user: AdminUser) => void;
};

type UsersTableProps = UserRowActions & {
  users: AdminUser[];
  currentUserId: string;
  busyUserId: string | null;
};

function UserRow({
  user,
  isSelf,
  busy,
  ...actions
}: UserRowActions & { user: AdminUser; isSelf: boolean; busy: boolean }) {
  const name = user.displayName ?? (user.name || null);
  return (
    <Table.Tr data-testid="user-row" data-email={user.email} opacity={user.disabled ? 0.7 : 1}>
      <Table.Td>
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
            <Text size="xs" c="orange.8">
              Administrator through a system bypass record
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          w={170}
          data={ROLE_OPTIONS}
          value={user.role}
          allowDeselect={false}
          disabled={isSelf || busy}
          aria-label={`Role of ${user.email}`}
          onChange={(value) => {
            if (isRole(value) && value !== user.role) actions.onChangeRole(user, value);
          }}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={user.tdotPm ? undefined : 'dimmed'}>
          {user.tdotPm ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        {user.emailConfirmed ? (
          <Badge color="teal" variant="light" radius="sm">
            Confirmed
          </Badge>
        ) : (
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
                  actions.onConfirmEmail(user);
                }}
                disabled={busy}
              >
                Confirm
              </Button>
            </Tooltip>
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="wrap">
          <Badge
            color={user.disabled ? 'red' : 'gray'}
            variant={user.disabled ? 'filled' : 'light'}
            radius="sm"
          >
            {user.disabled ? 'Disabled' : 'Active'}
          </Badge>
          {user.approval === 'approved' ? null : (
            <Badge color={user.approval === 'pending' ? 'orange' : 'red'} variant="light" radius="sm">
              {user.approval === 'pending' ? 'Pending' : 'Refused'}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(user.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label="Edit role, PM name and permissions">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${user.email}`}
              onClick={() => {
                actions.onEdit(user);
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
                    actions.onConfirmEmail(user);
                  }}
                >
                  Confirm e-mail
                </Menu.Item>
              )}
              <Menu.Item
                color={user.disabled ? undefined : 'red'}
                disabled={isSelf}
                leftSection={
                  user.disabled ? (
                    <IconUserCheck size={16} aria-hidden />
                  ) : (
                    <IconUserOff size={16} aria-hidden />
                  )
                }
                onClick={() => {
                  actions.onToggleDisabled(user);
                }}
              >
                {user.disabled ? 'Enable account' : 'Disable account'}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** One row per account: name and e-mail, role (changeable in place), PM name, confirmation, status. */
export function UsersTable({ users, currentUserId, busyUserId, ...actions }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label="Accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Assigned PM name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>
              <Text size="sm" fw={700} ta="right">
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow
              key={user.userId}
              user={user}
              isSelf={user.userId === currentUserId}
              busy={busyUserId === user.userId}
              {...actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
