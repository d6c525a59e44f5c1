import { fiscalYearLabel, formatCurrency, type AirportSummary } from '@bil/domain';
import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CatalogSortKey, CatalogView } from '../airport-catalog-view';
import { AirportRiskSummary, LapsedAmount } from './airport-risk-summary';
import { CATALOG_YEARS, describeTranche, findTranche, TrancheAmounts } from './tranche-amounts';
import classes from './catalog-table.module.css';

const SORTABLE: { key: CatalogSortKey; label: string; numeric?: boolean }[] = [
  { key: 'airportName', label: 'Airport' },
  { key: 'tdotPm', label: 'PM' },
  { key: 'projectCount', label: 'Projects', numeric: true },
  { key: 'bilFunding', label: 'BIL Funding', numeric: true },
  { key: 'available', label: 'Available', numeric: true },
  { key: 'atRiskAmount', label: 'At risk', numeric: true },
  { key: 'lapsed', label: 'Lapsed', numeric: true },
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
  className,
}: {
  label: string;
  sortKey: CatalogSortKey;
  view: CatalogView;
  onSort: Props['onSort'];
  numeric?: boolean;
  className?: string;
}) {
  const active = view.sort === sortKey;
  const Icon = !active ? IconSelector : view.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      className={className}
      aria-sort={active ? (view.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: numeric ? 'right' : undefined }}
    >
      <UnstyledButton
        onClick={() => {
          onSort(sortKey);
        }}
        fw={700}
        fz="sm"
        className={classes.sortButton}
      >
        {/* A two-word label may take two lines, so the five fiscal years fit beside it at 1440 px. */}
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : undefined}>
          <span>{label}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function TrancheCell({ airport, year }: { airport: AirportSummary; year: number }) {
  const tranche = findTranche(airport, year);
  if (!tranche) return <Table.Td />;
  return (
    <Table.Td className={classes.number} data-state={tranche.state} title={describeTranche(tranche)}>
      <TrancheAmounts tranche={tranche} />
    </Table.Td>
  );
}

/**
 * The catalogue on wide screens: one row per airport, the LID column stuck to the left, and each FY
 * cell's allocation (small) over its available (or lapsed) money in short amounts so all five years fit.
 */
export function CatalogTable({ airports, view, onSort }: Props) {
  return (
    <Table.ScrollContainer minWidth={1040} type="native">
      <Table
        highlightOnHover
        verticalSpacing="xs"
        // Thirteen columns: 6 px a side (not Mantine's xs, 10) is what lets all five fiscal years fit at 1440 px.
        horizontalSpacing={6}
        aria-label="Airports Catalog"
        captionSide="top"
      >
        <Table.Caption className={classes.caption}>
          Each fiscal year shows its allocation (small) over what is available, or what lapsed past its
          deadline. Available (open and at risk) never includes lapsed money.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortHeader
              label="LID"
              sortKey="airportCode"
              view={view}
              onSort={onSort}
              className={classes.stickyColumn}
            />
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
            {CATALOG_YEARS.map((year) => (
              <Table.Th key={year} className={classes.number}>
                {fiscalYearLabel(year)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {airports.map((airport) => (
            <Table.Tr key={airport.airportCode} data-testid={`airport-row-${airport.airportCode}`}>
              <Table.Td className={classes.stickyColumn}>
                <Anchor component={Link} to={`/airports/${airport.airportCode}`} fw={700}>
                  {airport.airportCode}
                </Anchor>
              </Table.Td>
              <Table.Td className={classes.airport}>
                <Text size="sm">{airport.airportName}</Text>
                <Text size="xs" c="dimmed">
                  {airport.city}
                </Text>
              </Table.Td>
              <Table.Td>
                {airport.tdotPm ?? (
                  <Text span c="dimmed" size="sm">
                    Unassigned
                  </Text>
                )}
              </Table.Td>
              <Table.Td className={classes.number}>{airport.projectCount.toLocaleString('en-US')}</Table.Td>
              <Table.Td className={classes.number}>{formatCurrency(airport.bilFunding)}</Table.Td>
              <Table.Td className={classes.number} data-testid="airport-available">
                {formatCurrency(airport.available)}
              </Table.Td>
              <Table.Td className={classes.risk}>
                <AirportRiskSummary airport={airport} align="end" />
              </Table.Td>
              <Table.Td className={classes.number} data-testid="airport-lapsed">
                <LapsedAmount airport={airport} />
              </Table.Td>
              {CATALOG_YEARS.map((year) => (
                <TrancheCell key={year} airport={airport} year={year} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
