import { formatMonthLabel, type ExecutiveOverview } from '@bil/domain';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// Letter paper less half-inch margins is 7.5 in (720 CSS pixels); a little less leaves room for the axis.
const PRINT_WIDTH = 700;

/**
 * Whether the page is being printed. A responsive chart keeps its screen width when the browser lays
 * the page out for paper (no resize event), so it is drawn at paper width instead, synchronously in
 * beforeprint, before the browser takes its picture.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('print');
    const set = (value: boolean) => {
      flushSync(() => {
        setPrinting(value);
      });
    };
    const before = () => {
      set(true);
    };
    const after = () => {
      set(false);
    };
    const change = (event: MediaQueryListEvent) => {
      set(event.matches);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    query.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query.removeEventListener('change', change);
    };
  }, []);
  return printing;
}

type Props = { trend: ExecutiveOverview['timeliness']['trend']; targetDays: number; height: number };

/** Average days from application to award per month, with the target as a dashed line. */
export function TrendChart({ trend, targetDays, height }: Props) {
  const printing = usePrinting();
  const chart = (width?: number) => (
    <BarChart
      data={trend}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      {...(width ? { width, height } : {})}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="month" fontSize={11} tickFormatter={formatMonthLabel} />
      <YAxis fontSize={11} />
      {printing ? null : <Tooltip />}
      <ReferenceLine
        y={targetDays}
        stroke="#c92a2a"
        strokeDasharray="4 4"
        label={{ value: `${targetDays}-day target`, fontSize: 10, position: 'insideTopRight' }}
      />
      <Bar dataKey="averageDays" name="Average days" fill="#1c7ed6" isAnimationActive={false} />
    </BarChart>
  );
  return (
    <div style={{ width: '100%', height }} data-testid="exec-trend">
      {printing ? chart(PRINT_WIDTH) : <ResponsiveContainer>{chart()}</ResponsiveContainer>}
    </div>
  );
}
