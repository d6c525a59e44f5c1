import '@mantine/dates/styles.layer.css';
import { Autocomplete, Button, Group, Select } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconFilterOff } from '@tabler/icons-react';
import { useAdminUsers } from '../api/use-admin-users';

/** Actions and resource types the server writes today; the fields also accept any other value. */
const KNOWN_ACTIONS = [
  'create_user',
  'update_user',
  'disable_user',
  'update_profile',
  'update_role_defaults',
  'update_setting',
  'create_project',
  'update_project',
  'delete_project',
  'force_delete_project',
  'delete_grant',
  'update_airport_balances',
  'reassign_airport',
  'create_share',
  'update_share',
  'revoke_share',
  'delete_share',
];
const KNOWN_RESOURCES = [
  'user_accounts',
  'app_settings',
  'projects',
  'grants',
  'airport_bil_balances',
  'airport_assignments',
  'shares',
];

export type AuditFilterValues = {
  userId: string | null;
  action: string;
  resourceType: string;
  dates: DatesRangeValue<string>;
};

export const EMPTY_AUDIT_FILTERS: AuditFilterValues = {
  userId: null,
  action: '',
  resourceType: '',
  dates: [null, null],
};

type AuditFiltersProps = { values: AuditFilterValues; onChange: (values: AuditFilterValues) => void };

/** Who, what, which resource and when (a range of New York calendar days). */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const users = useAdminUsers({ search: '', page: 1, limit: 200 });
  const userOptions = (users.data?.data ?? []).map((user) => ({ value: user.userId, label: user.email }));
  const set = <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) => {
    onChange({ ...values, [key]: value });
  };
  const isFiltered =
    values.userId !== null ||
    values.action !== '' ||
    values.resourceType !== '' ||
    values.dates.some(Boolean);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="User"
        placeholder="Anyone"
        data={userOptions}
        value={values.userId}
        onChange={(value) => {
          set('userId', value);
        }}
        searchable
        clearable
        nothingFoundMessage="No such user"
        w={240}
      />
      <Autocomplete
        label="Action"
        placeholder="Any action"
        data={KNOWN_ACTIONS}
        value={values.action}
        onChange={(value) => {
          set('action', value);
        }}
        w={200}
      />
      <Autocomplete
        label="Resource"
        placeholder="Any resource"
        data={KNOWN_RESOURCES}
        value={values.resourceType}
        onChange={(value) => {
          set('resourceType', value);
        }}
        w={180}
      />
      <DatePickerInput
        type="range"
        label="Dates"
        placeholder="Any date"
        value={values.dates}
        onChange={(value) => {
          set('dates', value);
        }}
        clearable
        allowSingleDateInRange
        valueFormat="MM/DD/YYYY"
        w={250}
      />
      <Button
        variant="subtle"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={!isFiltered}
        onClick={() => {
          onChange(EMPTY_AUDIT_FILTERS);
        }}
      >
        Clear filters
      </Button>
    </Group>
  );
}
