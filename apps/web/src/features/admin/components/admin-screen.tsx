import { Container, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconClockPlay,
  IconKey,
  IconListDetails,
  IconMail,
  IconShieldLock,
  IconLock,
  IconUserCog,
  IconUserQuestion,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsWideScreen } from '@/lib/use-wide-screen';
import { AuditLogsPanel } from './audit-logs-panel';
import { JobsPanel } from './jobs-panel';
import { OutboxPanel } from './outbox-panel';
import { PermissionsPanel } from './permissions-panel';
import { RegistrationPanel } from './registration-panel';
import { RoleManagementPanel } from './role-management-panel';
import { SignInPolicyPanel } from './sign-in-policy-panel';
import { SignInPanel } from './sign-in-panel';
import { UserManagementPanel } from './user-management-panel';

type AdminTab = { path: string; label: string; description: string; icon: Icon; Panel: ComponentType };

const TABS: AdminTab[] = [
  {
    path: '/admin/user-management',
    label: 'User Management',
    description: 'Every account: role, assigned PM name, permissions, confirmation and access.',
    icon: IconUsers,
    Panel: UserManagementPanel,
  },
  {
    path: '/admin/role-management',
    label: 'Role Management',
    description: 'The permissions each role starts with.',
    icon: IconUserCog,
    Panel: RoleManagementPanel,
  },
  {
    path: '/admin/registration',
    label: 'Registration',
    description: 'Who may create an account themselves, and whether an administrator approves it first.',
    icon: IconUserQuestion,
    Panel: RegistrationPanel,
  },
  {
    path: '/admin/sign-in',
    label: 'Sign-in',
    description: "Single sign-on with the agency's identity provider (OpenID Connect).",
    icon: IconKey,
    Panel: SignInPanel,
  },
  {
    path: '/admin/sign-in-policy',
    label: 'Sign-in Policy',
    description: 'Who must use two-factor sign-in, and when sessions end.',
    icon: IconLock,
    Panel: SignInPolicyPanel,
  },
  {
    path: '/admin/permissions',
    label: 'Permissions',
    description: 'Every account against every permission.',
    icon: IconShieldLock,
    Panel: PermissionsPanel,
  },
  {
    path: '/admin/audit-logs',
    label: 'Audit Logs',
    description: 'Who changed what, and when, with the values before and after.',
    icon: IconListDetails,
    Panel: AuditLogsPanel,
  },
  {
    path: '/admin/outbox',
    label: 'Mail Outbox',
    description: 'The e-mail the application sent.',
    icon: IconMail,
    Panel: OutboxPanel,
  },
  {
    path: '/admin/jobs',
    label: 'Jobs',
    description: 'Background work: when each job runs, how its last run went, and the jobs that failed.',
    icon: IconClockPlay,
    Panel: JobsPanel,
  },
];

/** SPEC §2: /admin/user-management, role-management, permissions and audit-logs all show the admin screen. */
export function AdminScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useIsWideScreen();
  const current = TABS.find((tab) => pathname.startsWith(tab.path)) ?? TABS[0];
  if (!current) return null;
  const { Panel } = current;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {current.label}
          </Title>
          <Text c="dimmed">{current.description}</Text>
        </Stack>
        {wide ? (
          <Tabs
            value={current.path}
            onChange={(value) => {
              if (value) void navigate(value);
            }}
            keepMounted={false}
          >
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} aria-hidden />}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={current.path} pt="lg">
              <Panel />
            </Tabs.Panel>
          </Tabs>
        ) : (
          // Six tabs do not fit a phone or tablet: the same choice from a list.
          <>
            <Select
              label="Administration section"
              data={TABS.map((tab) => ({ value: tab.path, label: tab.label }))}
              value={current.path}
              allowDeselect={false}
              onChange={(value) => {
                if (value) void navigate(value);
              }}
            />
            <Panel />
          </>
        )}
      </Stack>
    </Container>
  );
}
