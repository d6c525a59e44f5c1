import { formatMinutes } from '@bil/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '@/lib/session';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * Settings > Sign-in security: the administrator's session limits, and the person's own two-factor sign-in
 * (on, or set it up here). Turning it off again is an administrator's reset (audited).
 */
export function SignInSecurityCard() {
  const { me } = useAuth();
  const [enrolling, setEnrolling] = useState(false);
  const { idleTimeoutMinutes, absoluteLifetimeHours } = me.sessionLimits;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Sign-in security"
    >
      <Stack gap="md">
        <Title order={2} fz="lg">
          Sign-in security
        </Title>
        <Text size="sm" data-testid="session-limits">
          Your administrator ends sessions after {formatMinutes(idleTimeoutMinutes)} without activity, and{' '}
          {formatMinutes(absoluteLifetimeHours * 60)} after sign-in at the latest.
        </Text>
        <Group gap="sm">
          <Text size="sm" fw={600}>
            Two-factor sign-in
          </Text>
          <Badge color={me.twoFactor.enabled ? 'teal' : 'gray'} variant="light">
            {me.twoFactor.enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {me.twoFactor.enabled ? (
          <Text size="sm" c="dimmed">
            Lost your phone and your recovery codes? Ask an administrator to reset your two-factor sign-in.
          </Text>
        ) : enrolling ? (
          <TwoFactorEnrolment
            onDone={() => {
              setEnrolling(false);
            }}
          />
        ) : (
          <Group>
            <Button
              variant="light"
              onClick={() => {
                setEnrolling(true);
              }}
            >
              Set up two-factor sign-in
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
