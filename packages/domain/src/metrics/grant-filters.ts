import { formatShortAmount } from '../format/currency';
import { formatStatusLabel } from '../projects/project-status';
import {
  GRANT_RANGE_FIELDS,
  type GrantFilterBounds,
  type GrantRangeFilterKey,
  type SliderBounds,
} from './grant-filter-bounds';
import type { GrantMetrics } from './grant-metrics';

/** SPEC §5 status filter choices; 'all' means no filter. */
export const AWARD_STATUS_FILTERS = ['all', 'pending', 'awarded'] as const;
export const SUB_AWARD_STATUS_FILTERS = ['all', 'pending', 'completed'] as const;
export const PRIMARY_STATUS_FILTERS = [
  'all',
  'pending',
  'approved',
  'pending award',
  'pending sub-award',
  'executed',
] as const;

export type AwardStatusFilter = (typeof AWARD_STATUS_FILTERS)[number];
export type SubAwardStatusFilter = (typeof SUB_AWARD_STATUS_FILTERS)[number];
export type PrimaryStatusFilter = (typeof PRIMARY_STATUS_FILTERS)[number];
export type NumberRange = [number, number];

export type GrantMetricsFilters = Record<GrantRangeFilterKey, NumberRange> & {
  search: string;
  awardStatus: AwardStatusFilter;
  subAwardStatus: SubAwardStatusFilter;
  primaryStatus: PrimaryStatusFilter;
};

export type GrantFilterKey = GrantRangeFilterKey | 'awardStatus' | 'subAwardStatus' | 'primaryStatus';
export type ActiveGrantFilter = { key: GrantFilterKey; label: string };

const RANGE_KEYS = Object.keys(GRANT_RANGE_FIELDS) as GrantRangeFilterKey[];
const DAY_KEYS = new Set<GrantRangeFilterKey>(['daysToAward', 'daysToSubAward']);
const AMOUNT_KEYS = new Set<GrantRangeFilterKey>(['bilAmount', 'stateAmount', 'localAmount', 'totalAmount']);
const RANGE_LABELS: Record<GrantRangeFilterKey, string> = {
  bilAmount: 'BIL',
  stateAmount: 'State',
  localAmount: 'Local',
  totalAmount: 'Total',
  projectCount: 'Projects',
  daysToAward: 'Days to Award',
  daysToSubAward: 'Days to Sub-Award',
};

/** Filters that let every grant through: full ranges, 'all' statuses, empty search. */
export function createDefaultGrantFilters(bounds: GrantFilterBounds): GrantMetricsFilters {
  const ranges = Object.fromEntries(
    RANGE_KEYS.map((key) => [key, [bounds[key].min, bounds[key].max]]),
  ) as Record<GrantRangeFilterKey, NumberRange>;
  return { ...ranges, search: '', awardStatus: 'all', subAwardStatus: 'all', primaryStatus: 'all' };
}

/** SPEC §5: a range filter applies only if it differs from the full range (covering it counts as full). */
export function isRangeFilterActive(range: NumberRange, bounds: SliderBounds): boolean {
  return range[0] > bounds.min || range[1] < bounds.max;
}

/** Keyword search: case-insensitive, over the grant number, its label, BIL application numbers and status. */
export function matchesGrantSearch(grant: GrantMetrics, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (query === '') return true;
  return [grant.name, grant.displayName, grant.bil_application_number, grant.primaryStatus].some((text) =>
    text.toLowerCase().includes(query),
  );
}

function passesRange(grant: GrantMetrics, key: GrantRangeFilterKey, range: NumberRange): boolean {
  const value = grant[GRANT_RANGE_FIELDS[key]];
  if (value === null) return DAY_KEYS.has(key); // days filters let grants with no value pass
  return value >= range[0] && value <= range[1];
}

/** SPEC §5 grant metrics filters plus keyword search. */
export function applyGrantFilters(
  grants: readonly GrantMetrics[],
  filters: GrantMetricsFilters,
  bounds: GrantFilterBounds,
): GrantMetrics[] {
  const activeRanges = RANGE_KEYS.filter((key) => isRangeFilterActive(filters[key], bounds[key]));
  return grants.filter(
    (grant) =>
      matchesGrantSearch(grant, filters.search) &&
      activeRanges.every((key) => passesRange(grant, key, filters[key])) &&
      (filters.awardStatus === 'all' || grant.awardDisplayStatus === filters.awardStatus) &&
      (filters.subAwardStatus === 'all' || grant.subAwardDisplayStatus === filters.subAwardStatus) &&
      (filters.primaryStatus === 'all' || grant.primaryStatus.includes(filters.primaryStatus)),
  );
}

function formatRange(key: GrantRangeFilterKey, range: NumberRange): string {
  if (AMOUNT_KEYS.has(key)) return `${formatShortAmount(range[0])} - ${formatShortAmount(range[1])}`;
  return `${range[0]} - ${range[1]}`;
}

/** The filters in force, as chips ('BIL: $0 - $500K', 'Award: Pending'); search has its own box. */
export function listActiveGrantFilters(
  filters: GrantMetricsFilters,
  bounds: GrantFilterBounds,
): ActiveGrantFilter[] {
  const active: ActiveGrantFilter[] = RANGE_KEYS.filter((key) =>
    isRangeFilterActive(filters[key], bounds[key]),
  ).map((key) => ({ key, label: `${RANGE_LABELS[key]}: ${formatRange(key, filters[key])}` }));
  if (filters.awardStatus !== 'all') {
    active.push({ key: 'awardStatus', label: `Award: ${formatStatusLabel(filters.awardStatus)}` });
  }
  if (filters.subAwardStatus !== 'all') {
    active.push({ key: 'subAwardStatus', label: `Sub-Award: ${formatStatusLabel(filters.subAwardStatus)}` });
  }
  if (filters.primaryStatus !== 'all') {
    active.push({
      key: 'primaryStatus',
      label: `Primary Status: ${formatStatusLabel(filters.primaryStatus)}`,
    });
  }
  return active;
}

/** Clears one filter (a chip's close button). */
export function clearGrantFilter(
  filters: GrantMetricsFilters,
  key: GrantFilterKey,
  bounds: GrantFilterBounds,
): GrantMetricsFilters {
  if (key === 'awardStatus' || key === 'subAwardStatus' || key === 'primaryStatus') {
    return { ...filters, [key]: 'all' };
  }
  return { ...filters, [key]: [bounds[key].min, bounds[key].max] };
}
