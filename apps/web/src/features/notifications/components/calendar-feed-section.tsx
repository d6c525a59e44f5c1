import { formatDateTime12h } from '@bil/domain';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/use-calendar-feed';

/** The private calendar feed (ICS): make, replace or revoke the link; the URL is shown once, when made. */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const active = feed.data?.active ?? false;

  const make = () => {
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        toast.success(active ? 'New calendar link made; the old one no longer works' : 'Calendar link made');
      },
      onError: (failure) => toast.error(describeError(failure)),
    });
  };

  return (
    <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Title order={3} fz="md">
        Deadline calendar
      </Title>
      <Text size="sm" c="dimmed">
        Subscribe in Outlook, Google or Apple Calendar to see your award and sub-award targets, corrective
        actions, AIG obligation deadlines and reports due. Anyone with the link can read it: keep it private.
      </Text>
      <Text size="sm" data-testid="calendar-feed-status">
        {active && feed.data?.createdAt
          ? `Your link is active (made ${formatDateTime12h(feed.data.createdAt)}).`
          : 'You have no calendar link.'}
      </Text>
      {url ? (
        <Alert variant="light" color="blue" title="Your calendar link (shown only now)">
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              readOnly
              value={url}
              aria-label="Calendar link"
              style={{ flex: 1 }}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          variant={active ? 'default' : 'filled'}
          leftSection={
            active ? <IconRefresh size={18} aria-hidden /> : <IconCalendarPlus size={18} aria-hidden />
          }
          loading={create.isPending}
          onClick={make}
        >
          {active ? 'Make a new link' : 'Create calendar link'}
        </Button>
        {active ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={revoke.isPending}
            onClick={() => {
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  toast.success('Calendar link revoked');
                },
                onError: (failure) => toast.error(describeError(failure)),
              });
            }}
          >
            Revoke link
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
