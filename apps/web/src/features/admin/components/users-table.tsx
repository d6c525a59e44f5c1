import { formatDate, type AdminUser } from '@bil/domain';
import { Table, Text } from '@mantine/core';
import { useIsWideScreen } from '@/lib/use-wide-screen';
import { UserCards } from './user-cards';
import {
  UserActionButtons,
  UserEmailState,
  UserIdentity,
  UserRoleSelect,
  UserStatusBadges,
  type UserPartProps,
  type UserRowActions,
} from './user-row-parts';

export type { UserRowActions } from './user-row-parts';

type UsersTableProps = UserRowActions & {
  users: AdminUser[];
  currentUserId: string;
  busyUserId: string | null;
};

function UserRow(props: UserPartProps) {
  const { user } = props;
  return (
    <Table.Tr data-testid="user-row" data-email={user.email} opacity={user.disabled ? 0.7 : 1}>
      <Table.Td>
        <UserIdentity user={user} />
      </Table.Td>
      <Table.Td>
        <UserRoleSelect {...props} width={170} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={user.tdotPm ? undefined : 'dimmed'}>
          {user.tdotPm ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <UserEmailState {...props} />
      </Table.Td>
      <Table.Td>
        <UserStatusBadges user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(user.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <UserActionButtons {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One row per account: name and e-mail, role (changeable in place), PM name, confirmation, status.
 * Below 1024 px the same accounts show as cards, with the same controls.
 */
export function UsersTable({ users, currentUserId, busyUserId, ...actions }: UsersTableProps) {
  const wide = useIsWideScreen();
  if (!wide) {
    return <UserCards users={users} currentUserId={currentUserId} busyUserId={busyUserId} {...actions} />;
  }
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
