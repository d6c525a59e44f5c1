import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { usePermissions } from '@/lib/can';
import { IconCash, IconChecklist, IconClipboardCheck } from '@tabler/icons-react';
import { ComplianceTab } from './compliance-tab';
import { GrantsTab } from './grants-tab';
import { InspectionsTab } from './inspections-tab';

/** /grants: grant agreements of every program with their drawdowns and alerts. */
export function GciPage() {
  const { allows } = usePermissions();
  if (!allows({ flag: 'can_access_gci' })) {
    return (
      <Stack gap="md">
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
    <Stack gap="md">
      <div>
        <Title order={1} fz={28}>
          Grants, Compliance, and Inspections
        </Title>
        <Text c="dimmed" size="sm">
          Grant agreements with reimbursements and alerts, sponsor compliance, and FAA 5010 airport
          inspections.
        </Text>
      </div>
      <Tabs defaultValue="grants" keepMounted={false}>
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
