import {
  awardDaysColor,
  formatCurrency,
  subAwardDaysColor,
  type DaysWarningColor,
  type GrantMetrics,
  type GrantTableTotals,
  type GrantTableSortKey,
} from '@bil/domain';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from './status-badge';

export type GrantColumn = {
  key: GrantTableSortKey;
  label: string;
  numeric: boolean;
  render: (grant: GrantMetrics) => ReactNode;
  /** The footer cell, from the server's totals over every matching grant; undefined leaves it empty. */
  total?: (totals: GrantTableTotals) => ReactNode;
};

const WARNING_SHADES: Record<Exclude<DaysWarningColor, null>, string> = { orange: 'orange.8', red: 'red.8' };

function Days({ days, warn }: { days: number | null; warn: (days: number | null) => DaysWarningColor }) {
  if (days === null)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  const color = warn(days);
  return (
    <Text
      span
      size="sm"
      fw={color ? 700 : undefined}
      c={color ? WARNING_SHADES[color] : undefined}
      data-warning={color ?? undefined}
    >
      {days}
    </Text>
  );
}

type MoneyKey = 'bilAmount' | 'stateAmount' | 'localAmount' | 'totalAmount';
type CountKey = 'projectCount' | 'executedProjects' | 'pendingSubAwardProjects' | 'pendingAwardProjects';
type DaysKey =
  'daysToAward' | 'avgDaysToSubAward' | 'daysPendingSubAward' | 'daysPendingAward' | 'completedSubAwardDays';

function amountColumn(key: MoneyKey, label: string): GrantColumn {
  const pick = (grant: GrantMetrics) => grant[key];
  return {
    key,
    label,
    numeric: true,
    render: (grant) => formatCurrency(pick(grant)),
    total: (totals) => formatCurrency(totals[key]),
  };
}

function countColumn(key: CountKey, label: string): GrantColumn {
  const pick = (grant: GrantMetrics) => grant[key];
  return {
    key,
    label,
    numeric: true,
    render: (grant) => pick(grant).toLocaleString('en-US'),
    total: (totals) => totals[key].toLocaleString('en-US'),
  };
}

/** Day columns: coloured by SPEC §9 bands; the footer shows the average weighted by project count. */
function daysColumn(
  key: DaysKey,
  label: string,
  warn: (days: number | null) => DaysWarningColor,
): GrantColumn {
  const pick = (grant: GrantMetrics) => grant[key];
  return {
    key,
    label,
    numeric: true,
    render: (grant) => <Days days={pick(grant)} warn={warn} />,
    total: (totals) => {
      const average = totals[key];
      return average === null ? '—' : `avg ${average}`;
    },
  };
}

function statusColumn(
  key: 'primaryStatus' | 'awardDisplayStatus' | 'subAwardDisplayStatus',
  label: string,
): GrantColumn {
  return { key, label, numeric: false, render: (grant) => <StatusBadge status={grant[key]} /> };
}

/** The table's columns in SPEC §7 order (the CSV has the same columns). */
export const GRANT_COLUMNS: readonly GrantColumn[] = [
  {
    key: 'name',
    label: 'Grant',
    numeric: false,
    render: (grant) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {grant.displayName}
        </Text>
        {grant.bil_application_number ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {grant.bil_application_number}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  amountColumn('bilAmount', 'BIL Amount'),
  amountColumn('stateAmount', 'State Amount'),
  amountColumn('localAmount', 'Local Amount'),
  amountColumn('totalAmount', 'Total Amount'),
  countColumn('projectCount', 'Total Projects'),
  countColumn('executedProjects', 'Executed'),
  countColumn('pendingSubAwardProjects', 'Pending Sub-Award'),
  countColumn('pendingAwardProjects', 'Pending Award'),
  daysColumn('daysToAward', 'Days to Award', awardDaysColor),
  daysColumn('avgDaysToSubAward', 'Avg Days to Sub-Award', subAwardDaysColor),
  daysColumn('daysPendingSubAward', 'Days Pending Sub-Award', subAwardDaysColor),
  daysColumn('daysPendingAward', 'Days Pending Award', awardDaysColor),
  daysColumn('completedSubAwardDays', 'Completed Sub-Award Days', subAwardDaysColor),
  statusColumn('primaryStatus', 'Primary Status'),
  statusColumn('awardDisplayStatus', 'Award Status'),
  statusColumn('subAwardDisplayStatus', 'Sub-Award Status'),
];
