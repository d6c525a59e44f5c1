import { PLAN_FUNDING_SOURCES, fiscalYearLabel, formatCurrency, type PlanItem } from '@bil/domain';
import { ScrollArea, Table } from '@mantine/core';
import { groupTotals, type PlanTotals } from '../plan-views';

export type PlanView = 'airport' | 'year' | 'source';

function TotalsCells({ totals }: { totals: PlanTotals }) {
  return (
    <>
      <Table.Td ta="right">{totals.count}</Table.Td>
      <Table.Td ta="right">{formatCurrency(totals.estimatedCost)}</Table.Td>
      {PLAN_FUNDING_SOURCES.map((source) => (
        <Table.Td key={source.key} ta="right">
          {formatCurrency(totals[source.key])}
        </Table.Td>
      ))}
    </>
  );
}

function GroupedTable({
  label,
  rows,
  total,
}: {
  label: string;
  rows: { key: string; totals: PlanTotals }[];
  total: PlanTotals;
}) {
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder miw={900} data-testid="plan-summary-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label}</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th ta="right">Estimated cost</Table.Th>
            {PLAN_FUNDING_SOURCES.map((source) => (
              <Table.Th key={source.key} ta="right">
                {source.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.key}</Table.Td>
              <TotalsCells totals={row.totals} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <TotalsCells totals={total} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}

/** By funding source: one row per source, one column per fiscal year, and the total. */
function BySourceTable({ items, years }: { items: readonly PlanItem[]; years: readonly number[] }) {
  const byYear = groupTotals(items, (item) => item.fiscalYear);
  const column = (year: number) => byYear.rows.find((row) => row.key === year)?.totals;
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder miw={800} data-testid="plan-summary-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Funding source</Table.Th>
            {years.map((year) => (
              <Table.Th key={year} ta="right">
                {fiscalYearLabel(year)}
              </Table.Th>
            ))}
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PLAN_FUNDING_SOURCES.map((source) => (
            <Table.Tr key={source.key}>
              <Table.Td>{source.label}</Table.Td>
              {years.map((year) => (
                <Table.Td key={year} ta="right">
                  {formatCurrency(column(year)?.[source.key] ?? 0)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700}>
                {formatCurrency(byYear.total[source.key])}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Estimated cost</Table.Td>
            {years.map((year) => (
              <Table.Td key={year} ta="right">
                {formatCurrency(column(year)?.estimatedCost ?? 0)}
              </Table.Td>
            ))}
            <Table.Td ta="right">{formatCurrency(byYear.total.estimatedCost)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}

/** The plan summed by airport, by fiscal year or by funding source, with totals. */
export function PlanSummaryTables({
  view,
  items,
  years,
}: {
  view: PlanView;
  items: readonly PlanItem[];
  years: readonly number[];
}) {
  if (view === 'source') return <BySourceTable items={items} years={years} />;
  if (view === 'year') {
    const { rows, total } = groupTotals(items, (item) => item.fiscalYear);
    return (
      <GroupedTable
        label="Fiscal year"
        rows={rows.map((row) => ({ key: fiscalYearLabel(row.key), totals: row.totals }))}
        total={total}
      />
    );
  }
  const { rows, total } = groupTotals(items, (item) => `${item.airportCode} - ${item.airportName}`);
  return <GroupedTable label="Airport" rows={rows} total={total} />;
}
