import { Button, Group, Menu } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';

type ListActionsProps = {
  onExport: (format: 'csv' | 'xlsx') => void;
  /** The create button's words ('New grant'), shown only when the answer says the person may create. */
  createLabel: string;
  canCreate: boolean;
  onCreate: () => void;
};

/** The GC&I tabs' actions: Export (CSV or Excel) and the tab's create button. */
export function ListActions({ onExport, createLabel, canCreate, onCreate }: ListActionsProps) {
  return (
    <Group gap="xs" ml="auto">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() => {
              onExport('csv');
            }}
          >
            CSV
          </Menu.Item>
          <Menu.Item
            onClick={() => {
              onExport('xlsx');
            }}
          >
            Excel (.xlsx)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {canCreate ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {createLabel}
        </Button>
      ) : null}
    </Group>
  );
}
