import { SHARE_MESSAGES, type ShareKind } from '@bil/domain';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockX,
  IconHome,
  IconInfoCircle,
  IconLock,
  IconRefresh,
  IconServerOff,
} from '@tabler/icons-react';
import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShareErrorKind } from '../share-load-state';

function StateCard({ children }: { children: ReactNode }) {
  return (
    <Center py={{ base: 'xl', sm: 80 }} px="md">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%" shadow="sm">
        {children}
      </Paper>
    </Center>
  );
}

/** SPEC §2 loading screen. */
export function SharedLoadingScreen() {
  return (
    <Center py={120} role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Loading Shared Projects...</Text>
      </Stack>
    </Center>
  );
}

const ReturnHome = () => (
  <Button component={Link} to="/" variant="default" leftSection={<IconHome size={16} aria-hidden />}>
    Return Home
  </Button>
);

/** The visitor's own date and time (SPEC §9: shared pages use the visitor's locale). */
export function formatVisitorDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}

/** SPEC §2 expired screen with the date and time and the 'Expiration Information' advice. */
export function SharedExpiredScreen({ expires }: { expires?: string | null | undefined }) {
  return (
    <StateCard>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
          <IconClockX size={30} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          Content Has Expired
        </Title>
        <Text c="dimmed">
          {expires
            ? `This shared content expired on ${formatVisitorDateTime(expires)}.`
            : 'This shared content has expired.'}
        </Text>
        <Alert
          color="blue"
          variant="light"
          title="Expiration Information"
          icon={<IconInfoCircle size={18} aria-hidden />}
          ta="left"
          w="100%"
        >
          Shared links stop working after their expiration date. Please contact an administrator to request
          reactivation of this content.
        </Alert>
        <ReturnHome />
      </Stack>
    </StateCard>
  );
}

/**
 * What a link that is gone was, in its own words (issue 35: a gone chart link said 'Project Page Not
 * Available'). SPEC §2 names the project page's title and §8 its text; the others follow that pattern.
 */
export const NOT_FOUND_TEXT: Record<ShareKind, { title: string; body: string }> = {
  project_page: {
    title: 'Project Page Not Available',
    body: 'This shared project page is no longer available or may have been deleted.',
  },
  chart: {
    title: 'Chart Not Available',
    body: 'This shared chart is no longer available. It may have been deleted or the link has expired.',
  },
  chart_group: {
    title: 'Visualization Not Available',
    body: 'This shared visualization is no longer available. It may have been deleted or the link has expired.',
  },
  pm_page: {
    title: 'PM Dashboard Not Available',
    body: 'This shared PM dashboard is no longer available. It may have been deleted or the link has expired.',
  },
  pm_management: {
    title: 'PM Management Not Available',
    body: 'This shared PM management page is no longer available. It may have been deleted or the link has expired.',
  },
  executive: {
    title: 'Executive Overview Not Available',
    body: 'This shared executive overview is no longer available. It may have been deleted or the link has expired.',
  },
  dbe_chart: {
    title: 'DBE Chart Not Available',
    body: 'This shared DBE chart is no longer available. It may have been deleted or the link has expired.',
  },
};

const ERROR_TEXT: Record<'server-error' | 'generic', { title: string; body: string }> = {
  'server-error': {
    title: 'Server Error',
    body: 'We are having a temporary connection issue. Please try again later.',
  },
  generic: { title: 'Something Went Wrong', body: 'An unexpected error occurred.' },
};

type ErrorScreenProps = {
  kind: Exclude<ShareErrorKind, 'expired'>;
  /** The kind of share the page shows: names what is not available. */
  shareKind: ShareKind;
};

/** SPEC §2 error screens, each with Return Home and Try Again (reloads). */
export function SharedErrorScreen({ kind, shareKind }: ErrorScreenProps) {
  const text = kind === 'not-found' ? NOT_FOUND_TEXT[shareKind] : ERROR_TEXT[kind];
  const Icon = kind === 'server-error' ? IconServerOff : IconAlertTriangle;
  return (
    <StateCard>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <Icon size={30} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {text.title}
        </Title>
        <Text c="dimmed">{text.body}</Text>
        <Group gap="sm" justify="center">
          <ReturnHome />
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              window.location.reload();
            }}
          >
            Try Again
          </Button>
        </Group>
      </Stack>
    </StateCard>
  );
}

type PasswordGateProps = {
  name?: string | undefined;
  isChecking: boolean;
  /** Resolves true when the password was accepted. */
  onSubmit: (password: string) => Promise<boolean>;
};

/** SPEC §2/§5 password gate: empty -> 'Please enter a password.', refused -> 'Incorrect password...'. */
export function SharedPasswordGate({ name, isChecking, onSubmit }: PasswordGateProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!password.trim()) {
      setError(SHARE_MESSAGES.enterPassword);
      return;
    }
    setError(null);
    try {
      const valid = await onSubmit(password);
      if (!valid) setError(SHARE_MESSAGES.incorrectPassword);
    } catch {
      setError(SHARE_MESSAGES.verifyFailed);
    }
  };

  return (
    <StateCard>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Stack gap="xs" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconLock size={30} />
            </ThemeIcon>
            <Title order={1} fz={24}>
              Password Protected Content
            </Title>
            <Text c="dimmed" size="sm">
              {name ? `“${name}” was` : 'This content was'} password protected by the administrator who shared
              it. Enter the password to view it.
            </Text>
          </Stack>
          <PasswordInput
            label="Password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            error={error}
            autoComplete="off"
            data-autofocus
            autoFocus
          />
          <Button type="submit" loading={isChecking} leftSection={<IconLock size={16} aria-hidden />}>
            Access Content
          </Button>
        </Stack>
      </form>
    </StateCard>
  );
}
