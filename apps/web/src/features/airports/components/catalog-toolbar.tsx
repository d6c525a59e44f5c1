import { Button, CloseButton, Group, Menu, Select, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import {
  ALL_PMS,
  RISK_FILTER_LABELS,
  UNASSIGNED_PM,
  type CatalogView,
  type RiskFilter,
} from '../airport-catalog-view';

type Props = {
  view: CatalogView;
  pms: readonly string[];
  onChange: (next: Partial<CatalogView>) => void;
  onExportCsv: () => void;
  onExportExcel: () => void;
  canExport: boolean;
};

/** Search, PM and balance-risk filters, and the export menu above the catalogue. */
export function CatalogToolbar({ view, pms, onChange, onExportCsv, onExportExcel, canExport }: Props) {
  const pmOptions = [
    { value: ALL_PMS, label: 'All PMs' },
    ...pms.map((pm) => ({ value: pm, label: pm })),
    { value: UNASSIGNED_PM, label: 'Unassigned' },
  ];
  const riskOptions = (Object.keys(RISK_FILTER_LABELS) as RiskFilter[]).map((value) => ({
    value,
    label: RISK_FILTER_LABELS[value],
  }));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
        <TextInput
          placeholder="Search airports..."
          aria-label="Search airports"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            view.search ? (
              <CloseButton
                size="sm"
                aria-label="Clear search"
                onClick={() => {
                  onChange({ search: '' });
                }}
              />
            ) : null
          }
          value={view.search}
          onChange={(event) => {
            onChange({ search: event.currentTarget.value });
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          aria-label="Filter by PM"
          data={pmOptions}
          value={view.pm}
          allowDeselect={false}
          onChange={(value) => {
            onChange({ pm: value ?? ALL_PMS });
          }}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          aria-label="Filter by balance"
          data={riskOptions}
          value={view.risk}
          allowDeselect={false}
          onChange={(value) => {
            onChange({ risk: value ?? 'all' });
          }}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button leftSection={<IconDownload size={16} aria-hidden />} disabled={!canExport}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onExportCsv}>Export as CSV</Menu.Item>
          <Menu.Item onClick={onExportExcel}>Export as Excel</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
