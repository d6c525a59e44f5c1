import { Badge, Button, Group, List, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconClipboardList,
  IconLayoutDashboard,
  IconMessageCircle,
  IconShieldCheck,
  IconSparkles,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { APP_NAME } from '@bil/domain';
import type { WelcomeState } from '@/lib/session';

// Issue 17 asks for the product's name where SPEC §2 wrote 'the product'.
export const WELCOME_TITLE = `Welcome to ${APP_NAME}`;

type Feature = { icon: ReactNode; title: string; text: string };

const FEATURES: Feature[] = [
  {
    icon: <IconLayoutDashboard size={16} aria-hidden />,
    title: 'BIL module',
    text: 'Dashboard, project lists and details for Bipartisan Infrastructure Law grants.',
  },
  {
    icon: <IconChartBar size={16} aria-hidden />,
    title: 'Grant analytics',
    text: 'Funding trends, processing times and pending applications, with chart export and sharing.',
  },
  {
    icon: <IconClipboardList size={16} aria-hidden />,
    title: 'Project management',
    text: 'Create and update projects for the airports assigned to you.',
  },
  {
    icon: <IconShieldCheck size={16} aria-hidden />,
    title: 'Role-based access',
    text: 'Administrators, project managers and viewers each see what their role allows.',
  },
  {
    icon: <IconMessageCircle size={16} aria-hidden />,
    title: 'Your feedback',
    text: 'Tell the Aeronautics Division what works and what does not: it shapes the next releases.',
  },
];

type WelcomeDialogProps = {
  state: WelcomeState;
  displayName: string;
  onChange: (state: WelcomeState) => void;
};

/** SPEC §2 welcome dialog: visible, minimised (a small card to reopen it) or hidden. */
export function WelcomeDialog({ state, displayName, onChange }: WelcomeDialogProps) {
  return (
    <>
      <Modal
        opened={state === 'visible'}
        onClose={() => {
          onChange('hidden');
        }}
        centered
        size="lg"
        radius="md"
        closeButtonProps={{ 'aria-label': 'Close the welcome dialog' }}
        title={
          <Group gap="xs">
            <IconSparkles size={22} aria-hidden />
            <Title order={2} fz="lg">
              {WELCOME_TITLE}
            </Title>
            <Badge color="orange" variant="light" radius="sm">
              Beta
            </Badge>
          </Group>
        }
      >
        <Stack gap="md">
          <Text fw={600}>Hello, {displayName}!</Text>
          <Text size="sm" c="dimmed">
            This application is in a beta phase: screens and reports may still change while we complete it.
          </Text>
          <List spacing="sm" size="sm" center={false}>
            {FEATURES.map((feature) => (
              <List.Item
                key={feature.title}
                icon={
                  <ThemeIcon size={26} radius="xl" variant="light">
                    {feature.icon}
                  </ThemeIcon>
                }
              >
                <Text size="sm" fw={600} span>
                  {feature.title}:
                </Text>{' '}
                <Text size="sm" span>
                  {feature.text}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                onChange('minimised');
              }}
            >
              Minimise
            </Button>
            <Button
              onClick={() => {
                onChange('hidden');
              }}
            >
              Get Started
            </Button>
          </Group>
        </Stack>
      </Modal>
      {state === 'minimised' ? (
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p="xs"
          pos="fixed"
          bottom={16}
          right={16}
          style={{ zIndex: 140 }}
          role="region"
          aria-label="Welcome dialog (minimised)"
        >
          <Group gap="xs" wrap="nowrap">
            <IconSparkles size={18} aria-hidden />
            <Text size="sm" fw={600}>
              {WELCOME_TITLE}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                onChange('visible');
              }}
            >
              Open
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                onChange('hidden');
              }}
            >
              Dismiss
            </Button>
          </Group>
        </Paper>
      ) : null}
    </>
  );
}
