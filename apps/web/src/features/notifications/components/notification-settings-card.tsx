import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_INFO,
  type NotificationChannel,
  type NotificationSetting,
} from '@bil/domain';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { QueryState } from '@/components/query-state';
import { useNotificationSettings, useSaveNotificationSetting } from '../api/use-notification-settings';
import { CalendarFeedSection } from './calendar-feed-section';

function KindRow({
  setting,
  onChange,
}: {
  setting: NotificationSetting;
  onChange: (channel: NotificationChannel) => void;
}) {
  const info = NOTIFICATION_KIND_INFO[setting.kind];
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} maw={440} style={{ flex: '1 1 260px' }}>
        <Text size="sm" fw={600} id={`notify-${setting.kind}`}>
          {info.label}
        </Text>
        <Text size="xs" c="dimmed">
          {info.description}
        </Text>
      </Stack>
      <Select
        aria-labelledby={`notify-${setting.kind}`}
        w={220}
        allowDeselect={false}
        value={setting.channel}
        data={info.channels.map((channel) => ({
          value: channel,
          label: NOTIFICATION_CHANNEL_LABELS[channel],
        }))}
        onChange={(value) => {
          if (value) onChange(value);
        }}
      />
    </Group>
  );
}

/** Settings' Notifications section: where each kind goes, and the private calendar feed. */
export function NotificationSettingsCard() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Notifications"
      id="notifications"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            Choose where each kind reaches you: in the app (the bell), by e-mail, both, or not at all.
          </Text>
        </Stack>
        <QueryState query={settings} title="Notification settings could not be loaded">
          <Stack gap="md">
            {(settings.data?.settings ?? []).map((setting) => (
              <KindRow
                key={setting.kind}
                setting={setting}
                onChange={(channel) => {
                  save.mutate(
                    { kind: setting.kind, channel },
                    {
                      onSuccess: () =>
                        toast.success(
                          `${NOTIFICATION_KIND_INFO[setting.kind].label}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`,
                        ),
                      onError: (failure) => toast.error(describeError(failure)),
                    },
                  );
                }}
              />
            ))}
          </Stack>
        </QueryState>
        <CalendarFeedSection />
      </Stack>
    </Paper>
  );
}
