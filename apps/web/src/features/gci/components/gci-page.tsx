import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePermissions } from '@/lib/can';
import { IconCash, IconChecklist, IconClipboardCheck } from '@tabler/icons-react';
import { ComplianceTab } from './compliance-tab';
import { GrantsTab } from './grants-tab';
import { InspectionsTab } from './inspections-tab';

const TABS = ['grants', 'compliance', 'inspections'] as const;

/** /grants: three tabs, grants with drawdowns and alerts, sponsor compliance, 5010 inspections. */
export function GciPage() {
  const { allows } = usePermissions();
  // The open tab lives in the address (?tab=compliance), so a link can open it and a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((value) => value === search.get('tab')) ?? 'grants';
  if (!allows({ flag: 'can_access_gci' })) {
    return (
      <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={1} fz={28}>
          Grants, Compliance, and Inspections
        </Title>
        <Alert color="yellow" variant="light" role="status">
          Your account does not have access to grants, compliance and inspections. Ask an administrator for
          the GC&amp;I permission.
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <div>
        <Title order={1} fz={28}>
          Grants, Compliance, and Inspections
        </Title>
        <Text c="dimmed" size="sm">
          Grant agreements with reimbursements and alerts, sponsor compliance, and FAA 5010 airport
          inspections.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => {
          setSearch(value && value !== 'grants' ? { tab: value } : {}, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="grants" leftSection={<IconCash size={16} />}>
            Grants
          </Tabs.Tab>
          <Tabs.Tab value="compliance" leftSection={<IconChecklist size={16} />}>
            Compliance
          </Tabs.Tab>
          <Tabs.Tab value="inspections" leftSection={<IconClipboardCheck size={16} />}>
            Inspections
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="grants" pt="md">
          <GrantsTab />
        </Tabs.Panel>
        <Tabs.Panel value="compliance" pt="md">
          <ComplianceTab />
        </Tabs.Panel>
        <Tabs.Panel value="inspections" pt="md">
          <InspectionsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
