import { APP_NAME } from '@bil/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChartBar,
  IconFileCheck,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLockAccess,
  IconLogin2,
  IconShare,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ParticleBackground } from '@/components/particle-background/particle-background';
import { DEFAULT_SIGNED_IN_PATH, useSessionQuery } from '@/lib/session';
import { LifecycleSteps } from './lifecycle-steps';
import classes from './landing-page.module.css';

type Feature = { icon: ReactNode; title: string; text: string };

const FEATURES: Feature[] = [
  {
    icon: <IconFileCheck size={22} aria-hidden />,
    title: 'Grant tracking',
    text: 'Every BIL project by grant number: amounts for AIG, ATP and FCT, state and local shares, and the dates of each step.',
  },
  {
    icon: <IconChartBar size={22} aria-hidden />,
    title: 'Dashboards and analytics',
    text: 'KPIs, funding trends and processing times against the 90-day award and 60-day sub-award targets.',
  },
  {
    icon: <IconLockAccess size={22} aria-hidden />,
    title: 'Role-based access',
    text: 'Administrators, project managers and viewers each see and change only what their role allows.',
  },
  {
    icon: <IconShare size={22} aria-hidden />,
    title: 'Controlled sharing',
    text: 'Share a chart or a project page by link, with an optional password and an expiry date.',
  },
];

/** '/' : what the product is, for whom, and the way in. */
export function LandingPage() {
  // Issue 35: someone already signed in is offered the way into the app, not Sign in.
  const signedIn = Boolean(useSessionQuery().data);
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="landing-title">
        <ParticleBackground />
        <Container size="lg" className={classes.heroContent}>
          <Stack gap="lg" maw={720}>
            <Group gap="xs">
              <Badge variant="white" color="navy" radius="sm">
                Beta
              </Badge>
              <Text size="sm" c="navy.1" fw={500}>
                Bipartisan Infrastructure Law
              </Text>
            </Group>
            <Title order={1} id="landing-title" className={classes.title}>
              {APP_NAME}
            </Title>
            <Text className={classes.lead}>
              Airport grant tracking for the Aeronautics Division. Follow every BIL-funded airport project
              (Airport Infrastructure Grants, Airport Terminal Program and Contract Tower grants) from
              application through award, sub-award and execution.
            </Text>
            <Group gap="md">
              {signedIn ? (
                <Button
                  component={Link}
                  to={DEFAULT_SIGNED_IN_PATH}
                  size="md"
                  variant="white"
                  color="navy"
                  leftSection={<IconLayoutDashboard size={20} aria-hidden />}
                >
                  Open the dashboard
                </Button>
              ) : (
                <Button
                  component={Link}
                  to="/auth"
                  size="md"
                  variant="white"
                  color="navy"
                  leftSection={<IconLogin2 size={20} aria-hidden />}
                >
                  Sign in
                </Button>
              )}
              <Group gap={6} wrap="nowrap">
                <IconShieldLock size={18} className={classes.heroNoteIcon} aria-hidden />
                <Text size="sm" c="navy.1">
                  Authorized personnel only
                </Text>
              </Group>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={48} className={classes.body}>
        <Stack gap={48}>
          <Stack gap="md" component="section" aria-labelledby="lifecycle-title">
            <Title order={2} id="lifecycle-title" size="h3">
              From application to executed sub-award
            </Title>
            <Text c="dimmed" maw={760}>
              The division administers federal BIL money for its general aviation airports. Each project moves
              through four milestones, and the product shows where every grant stands and how long each step
              took.
            </Text>
            <LifecycleSteps />
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="features-title">
            <Title order={2} id="features-title" size="h3">
              What you can do
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              {FEATURES.map((feature) => (
                <Paper key={feature.title} withBorder p="lg" radius="md" className={classes.card}>
                  <Stack gap="sm">
                    <ThemeIcon size={40} radius="md" variant="light">
                      {feature.icon}
                    </ThemeIcon>
                    <Text fw={600}>{feature.title}</Text>
                    <Text size="sm" c="dimmed">
                      {feature.text}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>

          <Alert
            variant="light"
            color="navy"
            radius="md"
            title="Beta release"
            icon={<IconInfoCircle size={20} aria-hidden />}
          >
            This application is in a beta phase. Screens and reports may still change, and your feedback helps
            shape them. Please report anything that looks wrong to the Aeronautics Division.
          </Alert>
        </Stack>
      </Container>
    </>
  );
}
