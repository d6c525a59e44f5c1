import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ExportMenu } from './export-menu';
import type { ExportFormat } from './use-record-export';

type ListActionsProps = {
  onExport: (format: ExportFormat) => void;
  /** The create button's words ('New grant'), shown only when the answer says the person may create. */
  createLabel: string;
  canCreate: boolean;
  onCreate: () => void;
};

/** A record list's actions, at the toolbar's right: Export (CSV or Excel) and the list's create button. */
export function ListActions({ onExport, createLabel, canCreate, onCreate }: ListActionsProps) {
  return (
    <Group gap="xs" ml="auto">
      <ExportMenu onExport={onExport} />
      {canCreate ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {createLabel}
        </Button>
      ) : null}
    </Group>
  );
}
