import {
  compareGrantNumbers,
  grantMetricsFromTotals,
  summariseMonth,
  type GrantMetrics,
  type MonthlyTrend,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { versionedListCache } from '../../lib/versioned-list-cache';
import {
  selectGrantTotals,
  selectGrantTotalVersions,
  selectMonthTotals,
  selectMonthTotalVersions,
  type KeptGrantTotals,
  type KeptMonthTotals,
} from './grant-totals.repository';

// Everyone and the PMs who read their dashboards: a handful of scopes per process.
const MAX_SCOPES = 8;

/**
 * Every grant of a scope ('' for everyone, else a PM name) as GrantMetrics in grant-number order, from
 * the kept per-grant totals; after a change, only the grants whose totals row it wrote are read again.
 * The epoch is New York's date (days pending).
 */
export const readScopeGrantList = versionedListCache<Kysely<Database>, KeptGrantTotals, GrantMetrics>(
  {
    readVersions: selectGrantTotalVersions,
    readRows: selectGrantTotals,
    toItem: (row, today) => grantMetricsFromTotals(row, today),
    keyOf: (grant) => grant.key,
    compare: (a, b) => compareGrantNumbers(a.originalGrantNumber, b.originalGrantNumber),
  },
  MAX_SCOPES,
);

/**
 * A scope's monthly trends in month order, from the kept month totals; after a change, only the months
 * it touched are read again. Nothing else goes into them: read with a constant epoch.
 */
export const readScopeMonthList = versionedListCache<Kysely<Database>, KeptMonthTotals, MonthlyTrend>(
  {
    readVersions: selectMonthTotalVersions,
    readRows: selectMonthTotals,
    toItem: (row) => summariseMonth(row.month, row),
    keyOf: (trend) => trend.month,
    compare: (a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0),
  },
  MAX_SCOPES,
);
