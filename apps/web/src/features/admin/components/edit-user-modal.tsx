import {
  ROLE_BADGES,
  roleHoldsEveryFlag,
  type AdminUpdateUserBody,
  type AdminUser,
  type PermissionFlag,
  type PermissionFlags,
  type Role,
} from '@bil/domain';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useRoleDefaults } from '../api/use-role-defaults';
import { useUpdateUser } from '../api/use-update-user';
import { FlagCheckboxes } from './flag-checkboxes';
import { isRole, ROLE_OPTIONS } from './role-options';

type EditUserModalProps = { user: AdminUser; isSelf: boolean; onClose: () => void };

const blankToNull = (value: string) => value.trim() || null;

/** The fields that differ from the account as loaded (a role change sends the whole new flag set). */
function buildChanges(
  user: AdminUser,
  values: { role: Role; tdotPm: string; displayName: string; flags: PermissionFlags },
): AdminUpdateUserBody {
  const body: AdminUpdateUserBody = {};
  if (values.role !== user.role) {
    body.role = values.role;
    body.flags = values.flags;
  } else {
    const changed = Object.entries(values.flags).filter(
      ([flag, value]) => user.flags[flag as PermissionFlag] !== value,
    );
    if (changed.length > 0) body.flags = Object.fromEntries(changed);
  }
  if (blankToNull(values.tdotPm) !== user.tdotPm) body.tdotPm = blankToNull(values.tdotPm);
  if (blankToNull(values.displayName) !== user.displayName)
    body.displayName = blankToNull(values.displayName);
  return body;
}

/** Role, assigned PM name, display name and each permission flag of one account. */
export function EditUserModal({ user, isSelf, onClose }: EditUserModalProps) {
  const update = useUpdateUser();
  const roleDefaults = useRoleDefaults();
  const [role, setRole] = useState<Role>(user.role);
  const [tdotPm, setTdotPm] = useState(user.tdotPm ?? '');
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [flags, setFlags] = useState<PermissionFlags>(user.flags);

  const changeRole = (next: string | null) => {
    if (!isRole(next)) return;
    setRole(next);
    // The server starts a new role from that role's defaults: show them.
    const defaults = roleDefaults.data?.[next];
    if (next !== user.role && defaults) setFlags(defaults);
    if (next === user.role) setFlags(user.flags);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = buildChanges(user, { role, tdotPm, displayName, flags });
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { userId: user.userId, body },
      {
        onSuccess: (saved) => {
          toast.success(`Saved ${saved.email}`);
          onClose();
        },
        onError: (failure) => toast.error(describeError(failure)),
      },
    );
  };

  const isAdminRole = roleHoldsEveryFlag(role);
  return (
    <Modal opened onClose={onClose} size="xl" title={<Text fw={700}>Edit {user.email}</Text>} centered>
      <form onSubmit={submit} noValidate aria-label={`Edit ${user.email}`}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              value={role}
              onChange={changeRole}
              allowDeselect={false}
              disabled={isSelf}
              description={
                isSelf ? 'You cannot change your own role' : 'Sets the permissions to its defaults'
              }
            />
            <TextInput
              label="Assigned PM name"
              description="Ties a PM to projects and airports"
              value={tdotPm}
              maxLength={100}
              onChange={(event) => {
                setTdotPm(event.currentTarget.value);
              }}
            />
            <TextInput
              label="Display name"
              description="Shown in the header and lists"
              value={displayName}
              maxLength={100}
              onChange={(event) => {
                setDisplayName(event.currentTarget.value);
              }}
            />
          </SimpleGrid>
          {role !== user.role ? (
            <Alert color="navy" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              Changing the role to {ROLE_BADGES[role]} starts from that role&apos;s default permissions, shown
              below.
            </Alert>
          ) : null}
          {isAdminRole ? (
            <Text size="sm" c="dimmed">
              Administrators have every permission, whatever is ticked here.
            </Text>
          ) : null}
          <FlagCheckboxes
            flags={flags}
            disabled={isAdminRole}
            onChange={(flag, value) => {
              setFlags((current) => ({ ...current, [flag]: value }));
            }}
          />
          <ResetTwoFactorButton user={user} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
