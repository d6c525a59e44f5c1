import { fiscalYearLabel, formatCurrency, type AirportSummary } from '@bil/domain';
import { Anchor, Group, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CatalogSortKey, CatalogView } from '../airport-catalog-view';

const YEARS = [2022, 2023, 2024, 2025, 2026];

const SORTABLE: { key: CatalogSortKey; label: string; numeric?: boolean }[] = [
  { key: 'airportCode', label: 'LID' },
  { key: 'airportName', label: 'Name' },
  { key: 'city', label: 'City' },
  { key: 'tdotPm', label: 'PM' },
  { key: 'projectCount', label: 'Projects', numeric: true },
  { key: 'bilFunding', label: 'BIL Funding', numeric: true },
];

type Props = {
  airports: readonly AirportSummary[];
  view: CatalogView;
  onSort: (key: CatalogSortKey) => void;
};

function SortHeader({
  label,
  sortKey,
  view,
  onSort,
  numeric,
}: {
  label: string;
  sortKey: CatalogSortKey;
  view: CatalogView;
  onSort: Props['onSort'];
  numeric?: boolean;
}) {
  const active = view.sort === sortKey;
  const Icon = !active ? IconSelector : view.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (view.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap', textAlign: numeric ? 'right' : undefined }}
    >
      <UnstyledButton
        onClick={() => {
          onSort(sortKey);
        }}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function TrancheCell({ airport, year }: { airport: AirportSummary; year: number }) {
  const tranche = airport.tranches.find((item) => item.fiscalYear === year);
  if (!tranche) return <Table.Td />;
  const warn =
    tranche.state === 'at_risk' || tranche.state === 'past_deadline' || tranche.state === 'overdrawn';
  const color =
    tranche.state === 'past_deadline' || tranche.state === 'overdrawn'
      ? 'red'
      : tranche.state === 'at_risk'
        ? 'orange'
        : undefined;
  return (
    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }} data-state={tranche.state}>
      <Text size="xs" c="dimmed">
        {formatCurrency(tranche.allocation)}
      </Text>
      <Text size="sm" fw={warn ? 700 : 500} c={color}>
        {formatCurrency(tranche.balance)}
      </Text>
    </Table.Td>
  );
}

/** The catalogue: one row per airport, each FY cell showing allocation (small) over balance. */
export function CatalogTable({ airports, view, onSort }: Props) {
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Airports Catalog">
        <Table.Thead>
          <Table.Tr>
            {SORTABLE.map((column) => (
              <SortHeader
                key={column.key}
                label={column.label}
                sortKey={column.key}
                view={view}
                onSort={onSort}
                numeric={column.numeric}
              />
            ))}
            <SortHeader label="Balance" sortKey="currentBalance" view={view} onSort={onSort} numeric />
            <SortHeader label="At risk" sortKey="atRiskAmount" view={view} onSort={onSort} numeric />
            {YEARS.map((year) => (
              <Table.Th key={year} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {fiscalYearLabel(year)}
                <Text size="xs" c="dimmed" fw={400}>
                  allocation / balance
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {airports.map((airport) => (
            <Table.Tr key={airport.airportCode} data-testid={`airport-row-${airport.airportCode}`}>
              <Table.Td>
                <Anchor component={Link} to={`/airports/${airport.airportCode}`} fw={700}>
                  {airport.airportCode}
                </Anchor>
              </Table.Td>
              <Table.Td>{airport.airportName}</Table.Td>
              <Table.Td>{airport.city}</Table.Td>
              <Table.Td>
                {airport.tdotPm ?? (
                  <Text span c="dimmed" size="sm">
                    Unassigned
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {airport.projectCount.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatCurrency(airport.bilFunding)}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatCurrency(airport.currentBalance)}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Stack gap={2} align="flex-end">
                  {airport.atRisk ? (
                    <Tooltip label="Money within 12 months of its obligation deadline and not yet under grant">
                      <Group gap={4} wrap="nowrap" c="orange.8">
                        <IconAlertTriangle size={14} aria-hidden />
                        <Text size="sm" fw={700} c="orange.8" style={{ whiteSpace: 'nowrap' }}>
                          {formatCurrency(airport.atRiskAmount)}
                        </Text>
                      </Group>
                    </Tooltip>
                  ) : null}
                  {airport.pastDeadline ? (
                    <Text size="xs" fw={700} c="red.8" style={{ whiteSpace: 'nowrap' }}>
                      Past deadline {formatCurrency(airport.pastDeadlineAmount)}
                    </Text>
                  ) : null}
                  {!airport.atRisk && !airport.pastDeadline ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              {YEARS.map((year) => (
                <TrancheCell key={year} airport={airport} year={year} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
