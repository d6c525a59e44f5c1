import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from './use-record-export';

/** The Export button and its CSV / Excel menu. */
export function ExportMenu({
  onExport,
  excelLabel = 'Excel (.xlsx)',
  disabled,
}: {
  onExport: (format: ExportFormat) => void;
  excelLabel?: string;
  disabled?: boolean;
}) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} disabled={disabled}>
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
          {excelLabel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
