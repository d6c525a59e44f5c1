import type {
  AirportTotals,
  FiscalYearTotals,
  PmTotals,
  ProgramTotals,
  StageDuration,
  StatusFunnel,
} from '@bil/domain';
import type { ReactNode } from 'react';
import { ChartCard } from '../chart-card';
import { CHART_CATALOG, toFileSlug, type ChartId } from '../chart-catalog';
import type { ChartRecord } from '../export/chart-records';
import { FiscalYearChart, toFiscalYearRecords } from '../fiscal-year-chart';
import { ProgramChart, toProgramRecords } from '../program-chart';
import { RankedFundingChart, type RankedFundingRow } from '../ranked-funding-chart';
import { StageDurationsChart, toStageDurationRecords } from '../stage-durations-chart';
import { StatusFunnelChart, toStatusFunnelRecords } from '../status-funnel-chart';

type CommonProps = { asOf?: string; headerActions?: ReactNode };

/** How many airports the airport chart draws (the largest by total funding); the export holds all. */
export const TOP_AIRPORT_COUNT = 15;
export const UNASSIGNED_PM_LABEL = 'Unassigned';

function catalogCard(id: ChartId, records: readonly ChartRecord[], common: CommonProps) {
  const { title, description } = CHART_CATALOG[id];
  return {
    title,
    description,
    exportData: records,
    fileName: toFileSlug(title),
    ...(common.asOf ? { asOf: common.asOf } : {}),
    headerActions: common.headerActions,
  };
}

export function FiscalYearFundingCard({
  rows,
  ...common
}: CommonProps & { rows: readonly FiscalYearTotals[] }) {
  return (
    <ChartCard {...catalogCard('funding_by_fiscal_year', toFiscalYearRecords(rows), common)}>
      {({ height }) => <FiscalYearChart rows={rows} height={height} />}
    </ChartCard>
  );
}

export function ProgramFundingCard({ rows, ...common }: CommonProps & { rows: readonly ProgramTotals[] }) {
  return (
    <ChartCard {...catalogCard('funding_by_program', toProgramRecords(rows), common)}>
      {({ height }) => <ProgramChart rows={rows} height={height} />}
    </ChartCard>
  );
}

function toAirportRecords(rows: readonly AirportTotals[]): ChartRecord[] {
  return rows.map((row) => ({
    'Airport Code': row.airportCode,
    'Airport Name': row.airportName ?? '',
    Projects: row.projectCount,
    'BIL Amount': row.bilAmount,
    'Total Amount': row.totalAmount,
  }));
}

export function AirportFundingCard({ rows, ...common }: CommonProps & { rows: readonly AirportTotals[] }) {
  const top: RankedFundingRow[] = [...rows]
    .sort((a, b) => b.totalAmount - a.totalAmount)
    .slice(0, TOP_AIRPORT_COUNT)
    .map((row) => ({
      key: row.airportCode,
      label: row.airportCode,
      heading: row.airportName ? `${row.airportCode} · ${row.airportName}` : row.airportCode,
      bilAmount: row.bilAmount,
      totalAmount: row.totalAmount,
      projectCount: row.projectCount,
    }));
  const card = catalogCard('funding_by_airport', toAirportRecords(rows), common);
  const shown =
    rows.length > TOP_AIRPORT_COUNT ? ` The top ${TOP_AIRPORT_COUNT} of ${rows.length} airports.` : '';
  return (
    <ChartCard
      {...card}
      description={`${card.description}${shown}`}
      height={Math.max(320, top.length * 30 + 72)}
    >
      {({ height }) => <RankedFundingChart rows={top} height={height} labelWidth={56} />}
    </ChartCard>
  );
}

function toPmRecords(rows: readonly PmTotals[]): ChartRecord[] {
  return rows.map((row) => ({
    'Project Manager': row.tdotPm ?? UNASSIGNED_PM_LABEL,
    Projects: row.projectCount,
    'BIL Amount': row.bilAmount,
    'Total Amount': row.totalAmount,
  }));
}

export function PmFundingCard({ rows, ...common }: CommonProps & { rows: readonly PmTotals[] }) {
  const ranked: RankedFundingRow[] = rows.map((row) => ({
    key: row.tdotPm ?? '',
    label: row.tdotPm ?? UNASSIGNED_PM_LABEL,
    heading: `${row.tdotPm ?? UNASSIGNED_PM_LABEL} · ${row.projectCount} projects`,
    bilAmount: row.bilAmount,
    totalAmount: row.totalAmount,
    projectCount: row.projectCount,
  }));
  return (
    <ChartCard {...catalogCard('funding_by_pm', toPmRecords(rows), common)}>
      {({ height }) => <RankedFundingChart rows={ranked} height={height} labelWidth={130} />}
    </ChartCard>
  );
}

export function StatusFunnelCard({ funnel, ...common }: CommonProps & { funnel: StatusFunnel }) {
  return (
    <ChartCard {...catalogCard('status_funnel', toStatusFunnelRecords(funnel), common)}>
      {({ height }) => <StatusFunnelChart funnel={funnel} height={height} />}
    </ChartCard>
  );
}

export function StageDurationsCard({
  stages,
  ...common
}: CommonProps & { stages: readonly StageDuration[] }) {
  return (
    <ChartCard {...catalogCard('stage_durations', toStageDurationRecords(stages), common)}>
      {({ height }) => <StageDurationsChart stages={stages} height={height} />}
    </ChartCard>
  );
}
