import type { GrantMetrics } from '@bil/domain';
import { Checkbox, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { toast } from 'sonner';
import { exportGrantMetrics, type GrantExportFormat } from '../api/export-grant-metrics';
import { useGrantTable } from '../hooks/use-grant-table';
import { GRANT_COLUMNS } from './grant-table-columns';
import { GrantTableHeader } from './grant-table-header';
import { GrantTableToolbar } from './grant-table-toolbar';
import { GrantMetricsPdfLink } from './grant-metrics-pdf-link';

export const NO_MATCHING_GRANTS_TEXT = 'No grants found matching the current filters.';

type GrantRowProps = { grant: GrantMetrics; selected: boolean; onToggle: (key: string) => void };

// Memoised: ticking one checkbox re-renders one row, not the whole page of rows.
const GrantRow = memo(function GrantRow({ grant, selected, onToggle }: GrantRowProps) {
  return (
    <Table.Tr
      data-testid="grant-row"
      data-grant={grant.key}
      bg={selected ? 'var(--mantine-color-navy-0)' : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${grant.displayName}`}
          checked={selected}
          onChange={() => {
            onToggle(grant.key);
          }}
        />
      </Table.Td>
      {GRANT_COLUMNS.map((column) => (
        <Table.Td
          key={column.key}
          style={{ textAlign: column.numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}
        >
          {column.render(grant)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

/**
 * SPEC §2 Comprehensive Grant Metrics: every grant, searchable, filterable, sortable and exportable. The
 * server filters, sorts, totals and pages them (GET /api/analytics/grant-metrics); this draws the page.
 */
export function GrantMetricsTable() {
  const table = useGrantTable();
  const visibleCount = table.matchCount;
  const pageRows = table.rows;
  const allSelected = pageRows.length > 0 && table.selectedVisibleCount === pageRows.length;
  const onExport = (format: GrantExportFormat) => {
    exportGrantMetrics(table.view, table.selectedKeys, format).catch(() => {
      toast.error('The export could not be made. Try again.');
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="grant-metrics-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md" id="grant-metrics-title">
            Comprehensive Grant Metrics
          </Title>
          <Text size="sm" c="dimmed">
            Every grant with its funding, project counts, processing days and status. Day counts over target
            are orange, far over target red.
          </Text>
        </Stack>
        <GrantMetricsPdfLink />
        <GrantTableToolbar table={table} onExport={onExport} />
        <Table.ScrollContainer minWidth={1900} type="native">
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid="grant-metrics-table">
            <GrantTableHeader
              sort={table.sort}
              onSort={table.sortBy}
              allSelected={allSelected}
              someSelected={table.selectedVisibleCount > 0}
              canSelect={pageRows.length > 0}
              onToggleAll={table.toggleAllVisible}
            />
            <Table.Tbody>
              {pageRows.map((grant) => (
                <GrantRow
                  key={grant.key}
                  grant={grant}
                  selected={table.selectedKeys.has(grant.key)}
                  onToggle={table.toggleRow}
                />
              ))}
              {visibleCount === 0 && !table.isLoading ? (
                <Table.Tr>
                  <Table.Td colSpan={GRANT_COLUMNS.length + 1}>
                    <Text ta="center" c="dimmed" py="lg">
                      {table.isError ? 'The grants could not be loaded. Retrying…' : NO_MATCHING_GRANTS_TEXT}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
            {visibleCount > 0 && table.totals ? (
              <Table.Tfoot data-testid="grant-metrics-totals">
                <Table.Tr fw={700} bg="var(--mantine-color-gray-1)">
                  <Table.Td />
                  {GRANT_COLUMNS.map((column, index) => (
                    <Table.Td
                      key={column.key}
                      style={{ textAlign: column.numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}
                    >
                      {index === 0
                        ? 'Totals'
                        : table.totals && column.total
                          ? column.total(table.totals)
                          : null}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="grant-count">
            Showing {visibleCount.toLocaleString('en-US')} of {table.totalCount.toLocaleString('en-US')}{' '}
            grants
          </Text>
          {table.pageCount > 1 ? (
            <Pagination
              total={table.pageCount}
              value={table.page}
              onChange={table.setPage}
              size="sm"
              aria-label="Grant table pages"
            />
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
