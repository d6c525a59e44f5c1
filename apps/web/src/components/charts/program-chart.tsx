import {
  formatCurrency,
  formatPercentShare,
  formatShortAmount,
  percentShare,
  type ProgramTotals,
} from '@bil/domain';
import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { PROGRAM_COLORS } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';
import type { ChartRecord } from './export/chart-records';

type ProgramSlice = ProgramTotals & { label: string; share: string; fill: string };

export function toProgramRecords(rows: readonly ProgramTotals[]): ChartRecord[] {
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return rows.map((row) => ({
    Program: row.program,
    Amount: row.amount,
    Projects: row.projectCount,
    Share: formatPercentShare(percentShare(row.amount, total)),
  }));
}

function ProgramTooltip({ slice }: { slice: ProgramSlice | null }) {
  if (!slice) return null;
  return (
    <ChartTooltipBox
      heading={slice.program}
      lines={[
        { label: 'Amount', value: formatCurrency(slice.amount) },
        { label: 'Share of BIL', value: slice.share },
        { label: 'Projects', value: slice.projectCount },
      ]}
    />
  );
}

/** BIL money by program (AIG, ATP, FCT) as a donut; labels give the amount and the share. */
export function ProgramChart({ rows, height }: { rows: readonly ProgramTotals[]; height: number }) {
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const data: ProgramSlice[] = rows.map((row) => {
    const share = formatPercentShare(percentShare(row.amount, total));
    return {
      ...row,
      share,
      fill: PROGRAM_COLORS[row.program] ?? '#868e96',
      label: `${row.program}: ${formatShortAmount(row.amount)} (${share})`,
    };
  });
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <Tooltip
          content={({ payload }) => (
            <ProgramTooltip slice={readTooltipDatum(payload) as ProgramSlice | null} />
          )}
        />
        <Legend position="bottom" itemSorter={null} />
        <Pie
          data={data}
          dataKey="amount"
          nameKey="label"
          innerRadius="45%"
          outerRadius="75%"
          paddingAngle={1}
          isAnimationActive={false}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}
