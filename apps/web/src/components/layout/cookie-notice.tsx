import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconCookie } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { hasCookie, writeCookie } from '@/lib/session';
import classes from './cookie-notice.module.css';

/** SPEC §9: the notice appears 500 ms after load; consent lasts 365 days (Secure on https, SameSite=Strict). */
export const COOKIE_NOTICE_DELAY_MS = 500;
export const COOKIE_CONSENT_COOKIE = 'bil_cookie_consent';

type NoticeState = 'waiting' | 'open' | 'minimised' | 'accepted';

/** Bottom banner about the cookies the app needs; minimisable, gone once 'I Understand' is pressed. */
export function CookieNotice() {
  const [state, setState] = useState<NoticeState>('waiting');

  useEffect(() => {
    let unmounted = false;
    const timer = window.setTimeout(() => {
      void hasCookie(COOKIE_CONSENT_COOKIE).then((accepted) => {
        if (!accepted && !unmounted) setState('open');
      });
    }, COOKIE_NOTICE_DELAY_MS);
    return () => {
      unmounted = true;
      window.clearTimeout(timer);
    };
  }, []);

  const accept = () => {
    writeCookie(COOKIE_CONSENT_COOKIE, 'accepted');
    setState('accepted');
  };

  if (state === 'waiting' || state === 'accepted') return null;

  if (state === 'minimised') {
    return (
      <Button
        className={classes.pill}
        variant="default"
        size="xs"
        radius="xl"
        leftSection={<IconCookie size={16} aria-hidden />}
        onClick={() => {
          setState('open');
        }}
        aria-label="Show the cookie notice"
      >
        Cookies
      </Button>
    );
  }

  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      className={classes.banner}
      withBorder
      shadow="lg"
      radius="md"
      p="md"
    >
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 420px', minWidth: 0 }}>
          <IconCookie size={24} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Cookies on this site
            </Text>
            <Text size="sm" c="dimmed">
              We use only the cookies needed to keep you signed in and to remember your choices, such as this
              notice and your acknowledgement of the terms. See the{' '}
              <Anchor component={Link} to="/privacy-policy" size="sm">
                Privacy Policy
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/terms-of-service" size="sm">
                Terms of Service
              </Anchor>
              .
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button onClick={accept}>I Understand</Button>
          {/* A native title, not Mantine's Tooltip: the notice shows on the sign-in page, which stays light. */}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => {
              setState('minimised');
            }}
            aria-label="Minimise the cookie notice"
            title="Minimise"
          >
            <IconChevronDown size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
