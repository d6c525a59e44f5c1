import { formatDateTime12h, type NotificationItem } from '@bil/domain';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useMarkRead, useNotifications } from '../api/use-notifications';
import classes from './notification-bell.module.css';

function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const unread = item.readAt === null;
  return (
    <UnstyledButton
      className={classes.row}
      data-unread={unread || undefined}
      onClick={() => {
        onOpen(item);
      }}
      aria-label={`${unread ? 'Unread: ' : ''}${item.title}`}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} data-unread={unread || undefined} aria-hidden />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={unread ? 700 : 500} lh={1.3}>
            {item.title}
          </Text>
          {item.body ? (
            <Text size="xs" c="dimmed" lh={1.35}>
              {item.body}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatDateTime12h(item.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The header's bell: unread count, the newest notifications, mark read, mark all read, open the record. */
export function NotificationBell() {
  const [opened, popover] = useDisclosure(false);
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const open = (item: NotificationItem) => {
    popover.close();
    if (item.readAt === null) markRead.mutate(item.id);
    void navigate(item.link);
  };

  // The count sits outside the popover: Popover.Target gives its child aria-expanded, which the
  // indicator's plain div may not carry (axe aria-allowed-attr); the button carries it.
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      offset={6}
      disabled={unread === 0}
      data-testid="notification-count"
    >
      <Popover
        opened={opened}
        onChange={popover.toggle}
        position="bottom-end"
        width={380}
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={popover.toggle}
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            aria-expanded={opened}
          >
            <IconBell size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-label="Notifications">
          <Group justify="space-between" px="md" py="sm" wrap="nowrap">
            <Text fw={700}>Notifications</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables === null}
              onClick={() => {
                markRead.mutate(null, { onError: (failure) => toast.error(describeError(failure)) });
              }}
            >
              Mark all read
            </Button>
          </Group>
          <Divider />
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" py="lg" ta="center">
              {notifications.isPending ? 'Loading…' : 'You are all caught up: no notifications yet.'}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <Stack gap={0} role="list">
                {items.map((item) => (
                  <Box role="listitem" key={item.id}>
                    <NotificationRow item={item} onOpen={open} />
                  </Box>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Divider />
          <Box px="md" py="xs">
            <Anchor component={Link} to="/settings#notifications" size="sm" onClick={popover.close}>
              Notification settings
            </Anchor>
          </Box>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
