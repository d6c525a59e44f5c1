import { formatCurrency, formatShortAmount } from '@bil/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// Plain hex colours: exported images are drawn outside the page (no Mantine CSS variables there).
export const DBE_COLORS = {
  committed: '#264f90',
  paid: '#12b886',
  goal: '#e03131',
  conscious: '#7048e8',
  neutral: '#f08c00',
  grid: '#dee2e6',
  axis: '#495057',
} as const;
const TICK = { fontSize: 12, fill: DBE_COLORS.axis } as const;
const money = (value: unknown) => formatCurrency(Number(value));
const percent = (value: unknown) => (value === null || value === undefined ? 'n/a' : `${Number(value)}%`);

export type YearPoint = {
  label: string;
  goalPct: number | null;
  commitmentPct: number | null;
  paymentPct: number | null;
};

/** Goal (line) vs attainment of commitments and payments (bars), in percent, per fiscal year. */
export function GoalAttainmentChart({ data, height }: { data: YearPoint[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={DBE_COLORS.grid} vertical={false} />
        <XAxis dataKey="label" tick={TICK} />
        <YAxis tickFormatter={(value: number) => `${value}%`} tick={TICK} width={48} />
        <Tooltip formatter={percent} />
        <Legend />
        <Bar
          dataKey="commitmentPct"
          name="Committed to DBEs"
          fill={DBE_COLORS.committed}
          isAnimationActive={false}
        />
        <Bar dataKey="paymentPct" name="Paid to DBEs" fill={DBE_COLORS.paid} isAnimationActive={false} />
        <Line
          dataKey="goalPct"
          name="Overall goal"
          stroke={DBE_COLORS.goal}
          strokeWidth={2}
          dot={{ r: 4 }}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export type SplitPoint = { label: string; conscious: number; neutral: number };

/** DBE commitments split conscious / neutral per fiscal year (stacked). */
export function ConsciousNeutralChart({
  data,
  height,
  consciousLabel,
  neutralLabel,
}: {
  data: SplitPoint[];
  height: number;
  consciousLabel: string;
  neutralLabel: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={DBE_COLORS.grid} vertical={false} />
        <XAxis dataKey="label" tick={TICK} />
        <YAxis tickFormatter={(value: number) => formatShortAmount(value)} tick={TICK} width={64} />
        <Tooltip formatter={money} />
        <Legend />
        <Bar
          dataKey="conscious"
          name={consciousLabel}
          stackId="split"
          fill={DBE_COLORS.conscious}
          isAnimationActive={false}
        />
        <Bar
          dataKey="neutral"
          name={neutralLabel}
          stackId="split"
          fill={DBE_COLORS.neutral}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export type TrendPoint = { quarter: string; cumulativeCommitted: number; cumulativePaid: number };

/** Running totals of DBE commitments and payments per federal quarter. */
export function CommitmentsPaymentsTrendChart({ data, height }: { data: TrendPoint[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={DBE_COLORS.grid} vertical={false} />
        <XAxis dataKey="quarter" tick={TICK} minTickGap={24} />
        <YAxis tickFormatter={(value: number) => formatShortAmount(value)} tick={TICK} width={64} />
        <Tooltip formatter={money} />
        <Legend />
        <Line
          dataKey="cumulativeCommitted"
          name="DBE committed (running)"
          stroke={DBE_COLORS.committed}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="cumulativePaid"
          name="DBE paid (running)"
          stroke={DBE_COLORS.paid}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export type RankedPoint = { label: string; dbeCommitted: number; dbePaid: number };
const ROW_HEIGHT = 34;

/** Horizontal bars, committed and paid side by side, one row per airport, PM, prime or firm. */
export function DbeRankedChart({
  data,
  height,
  labelWidth,
}: {
  data: RankedPoint[];
  height: number;
  labelWidth: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(height, data.length * ROW_HEIGHT + 72)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={DBE_COLORS.grid} horizontal={false} />
        <XAxis type="number" tickFormatter={(value: number) => formatShortAmount(value)} tick={TICK} />
        <YAxis type="category" dataKey="label" tick={TICK} width={labelWidth} interval={0} />
        <Tooltip formatter={money} cursor={{ fill: '#f1f3f5' }} />
        <Legend />
        <Bar
          dataKey="dbeCommitted"
          name="DBE committed"
          fill={DBE_COLORS.committed}
          barSize={10}
          isAnimationActive={false}
        />
        <Bar
          dataKey="dbePaid"
          name="DBE paid"
          fill={DBE_COLORS.paid}
          barSize={10}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
