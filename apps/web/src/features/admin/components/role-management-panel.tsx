import {
  ROLE_BADGES,
  type PermissionFlag,
  type PermissionFlags,
  type RoleDefaults,
  type RoleDefaultsUpdateBody,
} from '@bil/domain';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useRoleDefaults, useUpdateRoleDefaults } from '../api/use-role-defaults';
import { FLAG_GROUPS, FLAG_LABELS } from '../flag-labels';
import { QueryStatus } from './query-status';

/** Roles whose defaults mean something: administrators have every flag regardless. */
const EDITABLE_ROLES = ['pm', 'viewer'] as const;
type EditableRole = (typeof EDITABLE_ROLES)[number];

function changedFlags(saved: PermissionFlags, draft: PermissionFlags): Partial<PermissionFlags> {
  return Object.fromEntries(
    Object.entries(draft).filter(([flag, value]) => saved[flag as PermissionFlag] !== value),
  );
}

function buildUpdate(saved: RoleDefaults, draft: RoleDefaults): RoleDefaultsUpdateBody {
  const body: RoleDefaultsUpdateBody = {};
  for (const role of EDITABLE_ROLES) {
    const changes = changedFlags(saved[role], draft[role]);
    if (Object.keys(changes).length > 0) body[role] = changes;
  }
  return body;
}

/** /admin/role-management: the permission flags each role starts with, editable for PM and viewer. */
export function RoleManagementPanel() {
  const defaults = useRoleDefaults();
  const update = useUpdateRoleDefaults();
  const [draft, setDraft] = useState<RoleDefaults | null>(null);

  const saved = defaults.data;
  if (!saved) {
    return <QueryStatus query={defaults} />;
  }
  const shown = draft ?? saved;
  const body = buildUpdate(saved, shown);
  const isDirty = Object.keys(body).length > 0;

  const toggle = (role: EditableRole, flag: PermissionFlag, value: boolean) => {
    setDraft({ ...shown, [role]: { ...shown[role], [flag]: value } });
  };

  const save = () => {
    update.mutate(body, {
      onSuccess: () => {
        setDraft(null);
        toast.success('Role defaults saved');
      },
      onError: (failure) => toast.error(describeError(failure)),
    });
  };

  return (
    <Stack gap="md">
      <Alert color="navy" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
        New accounts, and accounts given a new role, start with these permissions. Existing accounts keep
        theirs: change them in User Management or Permissions.
      </Alert>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" aria-label="Default permissions by role" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Permission</Table.Th>
                <Table.Th ta="center">
                  <Tooltip label="Administrators always have every permission">
                    <span>{ROLE_BADGES.admin}</span>
                  </Tooltip>
                </Table.Th>
                {EDITABLE_ROLES.map((role) => (
                  <Table.Th key={role} ta="center">
                    {ROLE_BADGES[role]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FLAG_GROUPS.map((group) => (
                <Fragment key={group.title}>
                  <Table.Tr bg="gray.0">
                    <Table.Td colSpan={4}>
                      <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
                        {group.title}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  {group.flags.map((flag) => (
                    <Table.Tr key={flag}>
                      <Table.Td>
                        <Text size="sm">{FLAG_LABELS[flag]}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {flag}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="center">
                          <Checkbox
                            checked
                            disabled
                            aria-label={`${ROLE_BADGES.admin}: ${FLAG_LABELS[flag]}`}
                          />
                        </Group>
                      </Table.Td>
                      {EDITABLE_ROLES.map((role) => (
                        <Table.Td key={role}>
                          <Group justify="center">
                            <Checkbox
                              checked={shown[role][flag]}
                              onChange={(event) => {
                                toggle(role, flag, event.currentTarget.checked);
                              }}
                              aria-label={`${ROLE_BADGES[role]}: ${FLAG_LABELS[flag]}`}
                            />
                          </Group>
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          disabled={!isDirty}
          onClick={() => {
            setDraft(null);
          }}
        >
          Discard changes
        </Button>
        <Button disabled={!isDirty} loading={update.isPending} onClick={save}>
          Save role defaults
        </Button>
      </Group>
    </Stack>
  );
}
