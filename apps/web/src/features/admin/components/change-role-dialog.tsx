import {
  PERMISSION_FLAGS,
  ROLE_BADGES,
  roleTakesPmName,
  type AdminUpdateUserBody,
  type AdminUser,
  type PermissionFlags,
  type Role,
} from '@bil/domain';
import { Button, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRoleDefaults } from '../api/use-role-defaults';
import { FLAG_LABELS } from '../flag-labels';

type ChangeRoleDialogProps = {
  change: { user: AdminUser; role: Role } | null;
  loading: boolean;
  onConfirm: (user: AdminUser, body: AdminUpdateUserBody) => void;
  onCancel: () => void;
};

/** The permissions a role change grants and takes away (the account's flags reset to the role's defaults). */
export function flagChanges(current: PermissionFlags, next: PermissionFlags) {
  return {
    gained: PERMISSION_FLAGS.filter((flag) => next[flag] && !current[flag]),
    lost: PERMISSION_FLAGS.filter((flag) => current[flag] && !next[flag]),
  };
}

/**
 * Asks before a role change: it resets every permission to the new role's defaults, so the dialog
 * says which ones change, and a project manager needs the PM name their airports are assigned to.
 */
export function ChangeRoleDialog({ change, loading, onConfirm, onCancel }: ChangeRoleDialogProps) {
  return (
    <Modal opened={change !== null} onClose={onCancel} title={<Text fw={700}>Change role</Text>} centered>
      {change ? (
        <ChangeRoleForm
          key={`${change.user.userId}-${change.role}`}
          {...change}
          loading={loading}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : null}
    </Modal>
  );
}

function ChangeRoleForm({
  user,
  role,
  loading,
  onConfirm,
  onCancel,
}: { user: AdminUser; role: Role } & Omit<ChangeRoleDialogProps, 'change'>) {
  const defaults = useRoleDefaults();
  const needsPmName = roleTakesPmName(role);
  const [pmName, setPmName] = useState(user.tdotPm ?? '');
  const missingPmName = needsPmName && pmName.trim() === '';
  const next = defaults.data?.[role];
  const changes = next ? flagChanges(user.flags, next) : null;

  const confirm = () => {
    const body: AdminUpdateUserBody = { role };
    if (needsPmName && pmName.trim() !== (user.tdotPm ?? '')) body.tdotPm = pmName.trim();
    onConfirm(user, body);
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Change {user.email} from {ROLE_BADGES[user.role]} to {ROLE_BADGES[role]}? Every permission of this
        account is reset to the {ROLE_BADGES[role]} defaults.
      </Text>
      {changes ? (
        <Stack gap={4} data-testid="role-change-flags">
          {changes.gained.length + changes.lost.length === 0 ? (
            <Text size="sm" c="dimmed">
              The permissions stay as they are.
            </Text>
          ) : null}
          <FlagList title="Gains" flags={changes.gained} />
          <FlagList title="Loses" flags={changes.lost} />
        </Stack>
      ) : (
        <Loader size="xs" aria-label="Loading the role's default permissions" />
      )}
      {needsPmName ? (
        <TextInput
          label="Assigned PM name"
          description="A project manager sees the airports assigned to this name, and only those."
          required
          value={pmName}
          error={missingPmName ? 'Enter the PM name this person works under' : undefined}
          onChange={(event) => {
            setPmName(event.currentTarget.value);
          }}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={loading} disabled={missingPmName || !changes} onClick={confirm}>
          Change role and reset permissions
        </Button>
      </Group>
    </Stack>
  );
}

function FlagList({ title, flags }: { title: string; flags: readonly (keyof PermissionFlags)[] }) {
  if (flags.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm">
        {flags.map((flag) => (
          <List.Item key={flag}>{FLAG_LABELS[flag]}</List.Item>
        ))}
      </List>
    </div>
  );
}
