import { formatDateTime12h, type AuditLogEntry } from '@bil/domain';
import { ActionIcon, Collapse, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useAuditLogs, type AuditLogParams } from '../api/use-audit-logs';
import { nextIsoDate, startOfNewYorkDay } from '../new-york-day';
import { PagedFooter } from './paged-footer';
import { QueryStatus } from './query-status';
import { AuditEntryDetails } from './audit-entry-details';
import { AuditFilters, EMPTY_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';

const PAGE_SIZE = 50;

function toParams(filters: AuditFilterValues, page: number): AuditLogParams {
  const [start, end] = filters.dates;
  return {
    userId: filters.userId ?? undefined,
    action: filters.action.trim() || undefined,
    resourceType: filters.resourceType.trim() || undefined,
    from: start ? startOfNewYorkDay(start) : undefined,
    // The whole last day counts: up to the start of the next one.
    to: end ? startOfNewYorkDay(nextIsoDate(end)) : undefined,
    page,
    limit: PAGE_SIZE,
  };
}

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = `audit-details-${entry.id}`;
  return (
    <Fragment>
      <Table.Tr data-testid="audit-row">
        <Table.Td w={40}>
          <Tooltip label={open ? 'Hide the changes' : 'Show the changes'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={open ? 'Hide the changes' : 'Show the changes'}
              onClick={() => {
                setOpen((value) => !value);
              }}
            >
              {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime12h(entry.createdAt)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.actorName}
          </Text>
          {entry.actorEmail && entry.actorEmail !== entry.actorName ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.actorEmail}
            </Text>
          ) : null}
        </Table.Td>
        <Table.Td>
          <Text size="sm" fw={500} title={entry.action}>
            {entry.actionLabel}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="xs" c="dimmed">
            {entry.resourceLabel}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.recordName ?? entry.resourceId ?? '—'}
          </Text>
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Td colSpan={5} p={0} style={{ borderBottom: open ? undefined : 'none' }}>
          <Collapse expanded={open} id={detailsId}>
            {open ? <AuditEntryDetails entry={entry} /> : null}
          </Collapse>
        </Table.Td>
      </Table.Tr>
    </Fragment>
  );
}

/** /admin/audit-logs: every recorded change, newest first, filtered and paged, with before/after. */
export function AuditLogsPanel() {
  const [filters, setFilters] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTERS);
  const [debouncedFilters] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const logs = useAuditLogs(toParams(debouncedFilters, page));
  const data = logs.data;

  return (
    <Stack gap="md">
      <AuditFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Paper withBorder radius="md">
        {data ? (
          data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No audit entries match these filters.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760} type="native">
              <Table verticalSpacing="xs" aria-label="Audit log">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>Record</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        ) : (
          <QueryStatus query={logs} />
        )}
      </Paper>
      <PagedFooter paged={data} noun="entries" onPageChange={setPage} />
    </Stack>
  );
}
