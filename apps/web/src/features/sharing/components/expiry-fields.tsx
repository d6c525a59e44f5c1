import '@mantine/dates/styles.layer.css';
import { isShareExpiryDateAllowed, SHARE_EXPIRY_ZONE_LABEL, SHARE_MESSAGES } from '@bil/domain';
import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { HOUR_OPTIONS, MINUTE_OPTIONS, type ExpiryValue } from '../share-expiry';

type Props = { value: ExpiryValue; onChange: (value: ExpiryValue) => void; error?: string | null };

/**
 * Optional expiry: a date tomorrow or later, then hour 00-23 and minute 00-59 (SPEC §5), in Eastern
 * Time, the zone the share list shows, whatever the browser's own zone.
 */
export function ExpiryFields({ value, onChange, error }: Props) {
  // Issue 35: the picker no longer refuses today in silence; a date too soon is picked and told at once.
  const tooSoon = value.date !== null && !isShareExpiryDateAllowed(value.date);
  const shown = error ?? (tooSoon ? SHARE_MESSAGES.expiryTooSoon : null);
  const set = (patch: Partial<ExpiryValue>) => {
    onChange({ ...value, ...patch });
  };
  return (
    <Stack gap="xs">
      <Switch
        label="Link expires"
        checked={value.enabled}
        onChange={(event) => {
          set({ enabled: event.currentTarget.checked });
        }}
      />
      {value.enabled ? (
        <Group gap="xs" align="flex-start" wrap="wrap">
          <DateInput
            label="Expiration date"
            value={value.date}
            valueFormat="MM/DD/YYYY"
            onChange={(date) => {
              set({ date });
            }}
            error={shown ?? undefined}
            w={180}
            popoverProps={{ withinPortal: true, zIndex: 1000 }}
          />
          <Select
            label="Hour"
            data={HOUR_OPTIONS}
            value={value.hour}
            allowDeselect={false}
            onChange={(hour) => {
              if (hour) set({ hour });
            }}
            w={90}
            comboboxProps={{ zIndex: 1000 }}
          />
          <Select
            label="Minute"
            data={MINUTE_OPTIONS}
            value={value.minute}
            allowDeselect={false}
            onChange={(minute) => {
              if (minute) set({ minute });
            }}
            w={90}
            comboboxProps={{ zIndex: 1000 }}
          />
          <Text size="xs" c="dimmed" w="100%" data-testid="expiry-zone">
            Date and time are {SHARE_EXPIRY_ZONE_LABEL} (America/New_York), as the share list shows them.
          </Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          The link stays open until you revoke it.
        </Text>
      )}
    </Stack>
  );
}
