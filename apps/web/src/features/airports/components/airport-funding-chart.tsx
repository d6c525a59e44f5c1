import { buildRoundAxisTicks, formatCurrency, formatShortAmount, type AirportFundingYear } from '@bil/domain';
import { Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts';

const SERIES = [
  { key: 'aig', name: 'AIG', color: '#264f90' },
  { key: 'atp', name: 'ATP', color: '#12b886' },
  { key: 'fct', name: 'FCT', color: '#f08c00' },
  { key: 'state', name: 'State', color: '#7048e8' },
  { key: 'local', name: 'Local', color: '#94a3b8' },
] as const;

const yearLabel = (year: number | null) =>
  year === null ? 'No FY' : `FY${String(year % 100).padStart(2, '0')}`;

/** Funding of the airport's projects per fiscal year, stacked by program (BIL AIG, ATP, FCT) and match. */
export function AirportFundingChart({
  code,
  rows,
  asOf,
}: {
  code: string;
  rows: readonly AirportFundingYear[];
  asOf: string;
}) {
  const data = rows.map((row) => ({ ...row, label: yearLabel(row.fiscalYear) }));
  // One airport's funding is often under $1M, where the dashboard's whole-million steps leave one tick.
  const ticks = buildRoundAxisTicks(
    Math.max(0, ...rows.map((row) => row.aig + row.atp + row.fct + row.state + row.local)),
  );
  const records = rows.map((row) => ({
    'Fiscal Year': yearLabel(row.fiscalYear),
    Projects: row.projectCount,
    AIG: row.aig,
    ATP: row.atp,
    FCT: row.fct,
    State: row.state,
    Local: row.local,
  }));
  return (
    <ChartCard
      title="Funding by year and program"
      description="The airport's projects by fiscal year: BIL programs (AIG, ATP, FCT) and the state and local match."
      asOf={asOf}
      exportData={records}
      fileName={`airport-${code}-funding`}
    >
      {(view) =>
        rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No projects yet.
          </Text>
        ) : (
          <ResponsiveContainer width="100%" height={view.height}>
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#dee2e6" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#495057' }} />
              <YAxis
                ticks={ticks}
                domain={[0, ticks.at(-1) ?? 'auto']}
                tickFormatter={(value: number) => formatShortAmount(value)}
                tick={{ fontSize: 12, fill: '#495057' }}
                width={64}
              />
              <Tooltip formatter={(value) => formatCurrency(Number(value))} cursor={{ fill: '#f1f3f5' }} />
              <Legend />
              {SERIES.map((series) => (
                <Bar
                  key={series.key}
                  dataKey={series.key}
                  name={series.name}
                  stackId="funding"
                  fill={series.color}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )
      }
    </ChartCard>
  );
}
