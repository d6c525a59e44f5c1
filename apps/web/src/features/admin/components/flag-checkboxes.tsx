import type { PermissionFlag, PermissionFlags } from '@bil/domain';
import { Checkbox, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { FLAG_GROUPS, FLAG_LABELS } from '../flag-labels';

type FlagCheckboxesProps = {
  flags: PermissionFlags;
  disabled?: boolean;
  onChange: (flag: PermissionFlag, value: boolean) => void;
};

/** Every permission flag as a labelled checkbox, in two groups. */
export function FlagCheckboxes({ flags, disabled = false, onChange }: FlagCheckboxesProps) {
  return (
    <>
      {FLAG_GROUPS.map((group) => (
        <Fieldset key={group.title} legend={group.title} radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
            {group.flags.map((flag) => (
              <Checkbox
                key={flag}
                checked={flags[flag]}
                disabled={disabled}
                onChange={(event) => {
                  onChange(flag, event.currentTarget.checked);
                }}
                label={FLAG_LABELS[flag]}
                description={
                  <Text span size="xs" ff="monospace" c="dimmed">
                    {flag}
                  </Text>
                }
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </>
  );
}
