import { ROLE_BADGES, type AdminUpdateUserBody, type AdminUser, type Role } from '@bil/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useAuth } from '@/lib/session';
import { useAdminUsers } from '../api/use-admin-users';
import { useUpdateUser } from '../api/use-update-user';
import { ChangeRoleDialog } from './change-role-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { PagedFooter } from './paged-footer';
import { QueryStatus } from './query-status';
import { SearchBox } from './search-box';
import { CreateUserModal } from './create-user-modal';
import { EditUserModal } from './edit-user-modal';
import { UsersTable } from './users-table';
import { WaitingAccounts } from './waiting-accounts';

const PAGE_SIZE = 25;

/** /admin/user-management: every account, searchable and paged, with create, edit and enable/disable. */
export function UserManagementPanel() {
  const { me } = useAuth();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ search: debouncedSearch, page, limit: PAGE_SIZE });
  const update = useUpdateUser();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);
  const [toDisable, setToDisable] = useState<AdminUser | null>(null);
  const [roleChange, setRoleChange] = useState<{ user: AdminUser; role: Role } | null>(null);

  const save = (user: AdminUser, body: AdminUpdateUserBody, success: string, after?: () => void) => {
    update.mutate(
      { userId: user.userId, body },
      {
        onSuccess: () => {
          toast.success(success);
          after?.();
        },
        onError: (failure) => toast.error(describeError(failure)),
      },
    );
  };

  const busyUserId = update.isPending ? update.variables.userId : null;
  const data = users.data;

  return (
    <Stack gap="md">
      <WaitingAccounts />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SearchBox
          label="Search accounts"
          placeholder="Search by e-mail, name or PM name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => {
            setCreating(true);
          }}
        >
          Create or invite
        </Button>
      </Group>
      <Paper withBorder radius="md">
        {data ? (
          data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {debouncedSearch ? `No accounts match "${debouncedSearch}".` : 'No accounts yet.'}
            </Text>
          ) : (
            <UsersTable
              users={data.data}
              currentUserId={me.user.id}
              busyUserId={busyUserId}
              onEdit={setEditing}
              onChangeRole={(user, role) => {
                setRoleChange({ user, role });
              }}
              onConfirmEmail={(user) => {
                save(user, { emailConfirmed: true }, `E-mail of ${user.email} confirmed`);
              }}
              onToggleDisabled={(user) => {
                if (user.disabled) save(user, { disabled: false }, `${user.email} can sign in again`);
                else setToDisable(user);
              }}
            />
          )
        ) : (
          <QueryStatus query={users} />
        )}
      </Paper>
      <PagedFooter paged={data} noun="accounts" onPageChange={setPage} />
      <ChangeRoleDialog
        change={roleChange}
        loading={update.isPending}
        onConfirm={(user, body) => {
          const role = body.role ?? user.role;
          save(
            user,
            body,
            `${user.email} is now ${ROLE_BADGES[role]}; permissions were reset to that role's defaults.`,
            () => {
              setRoleChange(null);
            },
          );
        }}
        onCancel={() => {
          setRoleChange(null);
        }}
      />
      <CreateUserModal
        opened={creating}
        onClose={() => {
          setCreating(false);
        }}
      />
      {editing ? (
        <EditUserModal
          key={editing.userId}
          user={editing}
          isSelf={editing.userId === me.user.id}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        opened={toDisable !== null}
        title="Disable this account?"
        message={`${toDisable?.email ?? ''} will be signed out at once and cannot sign in until the account is enabled again.`}
        confirmLabel="Disable account"
        loading={update.isPending}
        onCancel={() => {
          setToDisable(null);
        }}
        onConfirm={() => {
          if (toDisable)
            save(toDisable, { disabled: true }, `${toDisable.email} is disabled`, () => {
              setToDisable(null);
            });
        }}
      />
    </Stack>
  );
}
