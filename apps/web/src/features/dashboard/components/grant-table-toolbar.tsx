import { Badge, Button, CloseButton, Group, Menu, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch, IconX } from '@tabler/icons-react';
import type { GrantExportFormat } from '../api/export-grant-metrics';
import type { GrantTableState } from '../hooks/use-grant-table';
import { GrantFiltersPopover } from './grant-filters-popover';

type Props = { table: GrantTableState; onExport: (format: GrantExportFormat) => void };

/** Search, filters, selection and export controls above the grant metrics table. */
export function GrantTableToolbar({ table, onExport }: Props) {
  const selectedCount = table.selectedKeys.size;
  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap" data-testid="grant-metrics-toolbar">
        <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
          <TextInput
            placeholder="Search grants..."
            aria-label="Search grants"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              table.search ? (
                <CloseButton
                  size="sm"
                  aria-label="Clear search"
                  onClick={() => {
                    table.setSearch('');
                  }}
                />
              ) : null
            }
            value={table.search}
            onChange={(event) => {
              table.setSearch(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 280 }}
          />
          <GrantFiltersPopover
            filters={table.filters}
            bounds={table.bounds}
            activeCount={table.activeFilters.length}
            onApply={table.applyFilters}
            onResetAll={table.resetAll}
          />
        </Group>
        <Group gap="sm">
          {selectedCount > 0 ? (
            <>
              <Text size="sm" c="dimmed" data-testid="grant-selection-count">
                {selectedCount} selected
              </Text>
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={table.clearSelection}
              >
                Clear Selection
              </Button>
            </>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button leftSection={<IconDownload size={16} aria-hidden />}>Export</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() => {
                  onExport('csv');
                }}
              >
                CSV (.csv)
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
        </Group>
      </Group>
      {table.activeFilters.length > 0 ? (
        <Group gap="xs" data-testid="active-filters">
          <Text size="sm" c="dimmed">
            Active filters:
          </Text>
          {table.activeFilters.map((filter) => (
            <Badge
              key={filter.key}
              size="lg"
              variant="light"
              radius="xl"
              tt="none"
              fw={500}
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  radius="xl"
                  aria-label={`Remove filter ${filter.label}`}
                  onClick={() => {
                    table.clearFilter(filter.key);
                  }}
                />
              }
            >
              {filter.label}
            </Badge>
          ))}
          <Button variant="subtle" size="compact-sm" onClick={table.clearFilters}>
            Clear
          </Button>
        </Group>
      ) : null}
    </>
  );
}
