import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { GrantsTab } from './grants-tab';

/** /grants: grant agreements of every program with their drawdowns and alerts. */
export function GciPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Grants, Compliance, and Inspections</Title>
        <Text c="dimmed" size="sm">
          Grant agreements of every program the division administers, with reimbursements and alerts.
        </Text>
      </div>
      <Tabs defaultValue="grants" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="grants" leftSection={<IconCash size={16} />}>
            Grants
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="grants" pt="md">
          <GrantsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
