import { ACCESS_PAGE_TEXT } from '@bil/domain';
import { Badge, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutDashboard, IconLock, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type RefusalProps = { icon: ReactNode; title: string; children: ReactNode; testId: string };

function RefusalPage({ icon, title, children, testId }: RefusalProps) {
  return (
    <Container size="sm" py={72} data-testid={testId}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        {children}
        <Button
          component={Link}
          to="/bil/dashboard"
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
          mt="sm"
        >
          Go to the dashboard
        </Button>
      </Stack>
    </Container>
  );
}

/** SPEC §2: a signed-in person who is not an administrator opened an /admin page. */
export function AdminAccessRequiredPage() {
  return (
    <RefusalPage
      icon={<IconShieldLock size={34} />}
      title={ACCESS_PAGE_TEXT.adminRequiredTitle}
      testId="admin-access-required"
    >
      <Text c="dimmed" maw={460}>
        This page is for administrators. If you need it for your work, ask an administrator to change your
        role.
      </Text>
    </RefusalPage>
  );
}

/** SPEC §2: the permission guard refused and has nowhere sensible to send the person. */
export function AccessDeniedPage() {
  return (
    <RefusalPage
      icon={<IconLock size={34} />}
      title={ACCESS_PAGE_TEXT.accessDeniedTitle}
      testId="access-denied"
    >
      <Text c="dimmed" maw={460}>
        {ACCESS_PAGE_TEXT.accessDeniedMessage}
      </Text>
      <Badge color="red" variant="light" size="lg" radius="sm">
        {ACCESS_PAGE_TEXT.permissionRequired}
      </Badge>
    </RefusalPage>
  );
}
