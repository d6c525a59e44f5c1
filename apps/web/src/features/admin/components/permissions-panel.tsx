import type { PermissionFlag, PermissionsMatrix } from '@bil/domain';
import { Badge, Checkbox, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { usePermissionsMatrix } from '../api/use-permissions-matrix';
import { useUpdateUser } from '../api/use-update-user';
import { FLAG_LABELS } from '../flag-labels';
import { PagedFooter } from './paged-footer';
import { QueryStatus } from './query-status';
import { SearchBox } from './search-box';
import classes from './permissions-panel.module.css';

const PAGE_SIZE = 25;
type MatrixRow = PermissionsMatrix['data'][number];

/** /admin/permissions: users x flags. Each box changes that one flag; administrators have them all. */
export function PermissionsPanel() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const matrix = usePermissionsMatrix({ search: debouncedSearch, page, limit: PAGE_SIZE });
  const update = useUpdateUser();

  // The box being saved shows its new value from the click on. A controlled box is put back to the stored
  // value on the click's own render, and the mutation's pending state only arrives a tick later.
  const [saving, setSaving] = useState<{ userId: string; flag: PermissionFlag; value: boolean } | null>(null);
  const setFlag = (row: MatrixRow, flag: PermissionFlag, value: boolean) => {
    setSaving({ userId: row.userId, flag, value });
    update.mutate(
      { userId: row.userId, body: { flags: { [flag]: value } } },
      {
        onSuccess: () =>
          toast.success(`${FLAG_LABELS[flag]} ${value ? 'granted to' : 'removed from'} ${row.email}`),
        onError: (failure) => toast.error(describeError(failure)),
        onSettled: () => {
          setSaving(null);
        },
      },
    );
  };

  const shownFlag = (row: MatrixRow, flag: PermissionFlag): boolean =>
    saving?.userId === row.userId && saving.flag === flag ? saving.value : row.flags[flag];
  const isSaving = (row: MatrixRow): boolean => saving?.userId === row.userId;

  const data = matrix.data;
  return (
    <Stack gap="md">
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
        <Text size="sm" c="dimmed">
          Administrators have every permission.
        </Text>
      </Group>
      <Paper withBorder radius="md">
        {data ? (
          <Table.ScrollContainer minWidth={220 + data.flags.length * 36} type="native">
            <Table
              verticalSpacing={4}
              horizontalSpacing={4}
              highlightOnHover
              aria-label="Permissions by account"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={classes.stickyCell}>Account</Table.Th>
                  {data.flags.map((flag) => (
                    <Table.Th key={flag} className={classes.flagHeader}>
                      <Tooltip label={flag} withArrow>
                        <div className={classes.flagHeaderText}>{FLAG_LABELS[flag]}</div>
                      </Tooltip>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((row) => (
                  <Table.Tr key={row.userId} data-testid="permissions-row" data-email={row.email}>
                    <Table.Td className={classes.stickyCell}>
                      <Text size="sm" fw={600} truncate="end">
                        {row.displayName ?? row.email}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        {row.displayName ? (
                          <Text size="xs" c="dimmed" truncate="end">
                            {row.email}
                          </Text>
                        ) : null}
                        {row.isAdmin ? (
                          <Badge size="xs" color="red" variant="light" radius="sm">
                            Admin
                          </Badge>
                        ) : null}
                        {row.disabled ? (
                          <Badge size="xs" color="gray" variant="filled" radius="sm">
                            Disabled
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    {data.flags.map((flag) => (
                      <Table.Td key={flag} className={classes.cell}>
                        <Checkbox
                          size="xs"
                          mx="auto"
                          w="fit-content"
                          checked={shownFlag(row, flag)}
                          disabled={row.isAdmin || isSaving(row)}
                          onChange={(event) => {
                            setFlag(row, flag, event.currentTarget.checked);
                          }}
                          aria-label={`${FLAG_LABELS[flag]} for ${row.email}`}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <QueryStatus query={matrix} />
        )}
      </Paper>
      <PagedFooter paged={data} noun="accounts" onPageChange={setPage} />
    </Stack>
  );
}
