import { z } from 'zod';
import { PROJECT_STATUSES } from '../projects/project-status';
import type { ProjectStageKey, StageDateField, StageDuration, StatusFunnel } from './analytics-breakdowns';
import type { DashboardKpis } from './dashboard-kpis';
import type { GrantChartBar, GrantChartTop } from './grant-chart-top';
import type { GrantFilterBounds } from './grant-filter-bounds';
import type { GrantMetrics } from './grant-metrics';
import type { GrantTableTotals } from './grant-table-totals';
import type { GrantChartSortOption } from './sorting';
import type { MonthlyTrend } from './monthly-trends';
import type { PendingApplication, PendingApplicationsSummary } from './pending-applications';
import {
  MAX_PROJECT_IDS_PARAM_LENGTH,
  MAX_SELECTED_PROJECT_IDS,
  TOO_MANY_PROJECT_IDS,
} from './project-selection';

/**
 * Requests and responses of /api/analytics/*: the server documents (OpenAPI) and tests with them, the
 * web reads their types. Amounts are dollars, days whole days, dates 'YYYY-MM-DD'.
 */

const isoDate = z.string().meta({ format: 'date' });
const days = z.number().int().nullable();

export const analyticsQuerySchema = z.object({
  projectIds: z.string().max(MAX_PROJECT_IDS_PARAM_LENGTH, TOO_MANY_PROJECT_IDS).optional().meta({
    description:
      'Comma-separated project ids (at most 5,000): only these projects, and only those the caller may see, count. Empty selects nothing. A URL holds about 400 ids (16 KB); send more with POST.',
  }),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsSelectionBodySchema = z.object({
  projectIds: z
    .array(z.string().max(100))
    .max(MAX_SELECTED_PROJECT_IDS, TOO_MANY_PROJECT_IDS)
    .meta({ description: 'Project ids (at most 5,000); an empty list selects nothing.' }),
});
export type AnalyticsSelectionBody = z.infer<typeof analyticsSelectionBodySchema>;

const processingKpiSchema = z.object({
  days,
  targetDays: z.number().int(),
  isOverTarget: z.boolean(),
  daysOverTarget: z.number().int(),
});

export const dashboardKpisSchema = z.object({
  totalBilAmount: z.number(),
  grandTotalAmount: z.number(),
  totalProjects: z.number().int(),
  totalGrants: z.number().int(),
  executedProjects: z.number().int(),
  executionRate: z.number().int(),
  averageAward: processingKpiSchema,
  averageSubAward: processingKpiSchema,
  pendingAwardProjects: z.number().int(),
  pendingSubAwardProjects: z.number().int(),
  pendingAwardGrants: z.number().int(),
  exceeding90Days: z.number().int(),
}) satisfies z.ZodType<DashboardKpis>;

export const grantMetricsSchema = z.object({
  key: z.string(),
  name: z.string(),
  displayName: z.string(),
  originalGrantNumber: z.string().nullable(),
  bilAmount: z.number(),
  stateAmount: z.number(),
  localAmount: z.number(),
  totalAmount: z.number(),
  projectCount: z.number().int(),
  daysToAward: days,
  avgDaysToSubAward: days,
  daysPendingAward: days,
  daysPendingSubAward: days,
  executedProjects: z.number().int(),
  pendingSubAwardProjects: z.number().int(),
  pendingAwardProjects: z.number().int(),
  completedSubAwardDays: days,
  primaryStatus: z.string(),
  applicationDate: isoDate.nullable(),
  awardDate: isoDate.nullable(),
  bilApplicationNumbers: z.array(z.string()),
  bil_application_number: z.string(),
  awardState: z.enum(['awarded', 'pending_award']),
  awardDisplayStatus: z.enum(['pending', 'awarded']),
  subAwardDisplayStatus: z.enum(['pending', 'completed']),
}) satisfies z.ZodType<GrantMetrics>;

export const monthlyTrendSchema = z.object({
  month: z.string().meta({ description: "'YYYY-MM' of the application date" }),
  totalFunding: z.number(),
  projectCount: z.number().int(),
  avgProcessingDays: days,
  grantNumbers: z
    .array(z.string())
    .meta({ description: 'The first 5 distinct grant numbers in grant order (what a tooltip shows)' }),
  grantCount: z.number().int().meta({ description: 'How many distinct grant numbers the month has' }),
  bil_application_numbers: z
    .array(z.string())
    .meta({ description: 'The first 5 distinct BIL application numbers, sorted' }),
  bilApplicationCount: z
    .number()
    .int()
    .meta({ description: 'How many distinct BIL application numbers the month has' }),
}) satisfies z.ZodType<MonthlyTrend>;

export const pendingApplicationSchema = z.object({
  grantName: z.string(),
  displayName: z.string(),
  applicationDate: isoDate,
  ageDays: z.number().int(),
  band: z.enum(['green', 'amber', 'orange', 'red']),
  color: z.string(),
  daysOverTarget: z.number().int(),
  projectCount: z.number().int(),
  bilAmount: z.number(),
  totalAmount: z.number(),
  bil_application_number: z.string(),
}) satisfies z.ZodType<PendingApplication>;

export const pendingSummarySchema = z.object({
  totalPending: z.number().int(),
  averageAgeDays: days,
  exceeding90Days: z.number().int(),
  oldestAgeDays: days,
  oldestGrantName: z.string().nullable(),
}) satisfies z.ZodType<PendingApplicationsSummary>;

export const dashboardResponseSchema = z.object({
  asOf: z.string().meta({ format: 'date-time', description: 'When the figures were computed' }),
  today: isoDate.meta({ description: "Today in America/New_York: the day the 'days pending' count to" }),
  kpis: dashboardKpisSchema,
  grants: z.array(grantMetricsSchema).meta({ description: 'Every grant in scope, in grant-number order' }),
  monthlyTrends: z.array(monthlyTrendSchema),
  pendingApplications: z.array(pendingApplicationSchema),
  pendingSummary: pendingSummarySchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

const totals = { projectCount: z.number().int(), bilAmount: z.number(), totalAmount: z.number() };

export const fiscalYearTotalsSchema = z.object({
  fiscalYear: z.number().int().nullable(),
  ...totals,
  stateAmount: z.number(),
  localAmount: z.number(),
});
export type FiscalYearTotals = z.infer<typeof fiscalYearTotalsSchema>;

export const BIL_PROGRAMS = ['AIG', 'ATP', 'FCT'] as const;
export type BilProgram = (typeof BIL_PROGRAMS)[number];

export const programTotalsSchema = z.object({
  program: z.enum(BIL_PROGRAMS),
  amount: z.number(),
  projectCount: z.number().int().meta({ description: 'Projects with a non-zero amount from this program' }),
});
export type ProgramTotals = z.infer<typeof programTotalsSchema>;

export const airportTotalsSchema = z.object({
  airportCode: z.string(),
  airportName: z.string().nullable(),
  ...totals,
});
export type AirportTotals = z.infer<typeof airportTotalsSchema>;

export const pmTotalsSchema = z.object({ tdotPm: z.string().nullable(), ...totals });
export type PmTotals = z.infer<typeof pmTotalsSchema>;

const statusTotalsSchema = z.object({ status: z.string(), ...totals });

export const statusFunnelSchema = z.object({
  stages: z.array(
    statusTotalsSchema.extend({
      status: z.enum(PROJECT_STATUSES),
      step: z.number().int(),
      reachedCount: z.number().int(),
    }),
  ),
  otherStatuses: z.array(statusTotalsSchema),
}) satisfies z.ZodType<StatusFunnel>;

const stageDateFields = [
  'psr_date',
  'application_date',
  'award_date',
  'sent_to_sponsor_date',
  'sent_to_tdot_date',
  'sub_award_date',
] as const satisfies readonly StageDateField[];

const stageKeys = [
  'psr_to_application',
  'application_to_award',
  'award_to_sent_to_sponsor',
  'sent_to_sponsor_to_sent_to_tdot',
  'sent_to_tdot_to_sub_award',
] as const satisfies readonly ProjectStageKey[];

export const stageDurationSchema = z.object({
  key: z.enum(stageKeys),
  fromField: z.enum(stageDateFields),
  toField: z.enum(stageDateFields),
  statuses: z.array(z.enum(PROJECT_STATUSES)),
  projectCount: z
    .number()
    .int()
    .meta({ description: 'Projects with both dates, the later not before the earlier' }),
  averageDays: days,
  medianDays: days,
}) satisfies z.ZodType<StageDuration>;

export const breakdownsResponseSchema = z.object({
  asOf: z.string().meta({ format: 'date-time' }),
  totals: z.object(totals),
  byFiscalYear: z.array(fiscalYearTotalsSchema),
  byProgram: z.array(programTotalsSchema),
  byAirport: z.array(airportTotalsSchema),
  byPm: z.array(pmTotalsSchema),
  statusFunnel: statusFunnelSchema,
  stageDurations: z.array(stageDurationSchema),
});
export type BreakdownsResponse = z.infer<typeof breakdownsResponseSchema>;

const sliderBoundsSchema = z.object({ min: z.number(), max: z.number(), step: z.number() });

export const grantChartBarSchema = z.object({
  key: z.string(),
  name: z.string(),
  displayName: z.string(),
  bilAmount: z.number(),
  stateAmount: z.number(),
  localAmount: z.number(),
  totalAmount: z.number(),
  projectCount: z.number().int(),
  daysToAward: days,
  avgDaysToSubAward: days,
  daysPendingAward: days,
  daysPendingSubAward: days,
  isOthers: z.boolean().meta({ description: "The 'Others' bar: every grant after the top 20 together" }),
}) satisfies z.ZodType<GrantChartBar>;

export const grantChartTopSchema = z.object({
  bars: z.array(grantChartBarSchema),
  grantCount: z.number().int(),
  othersCount: z.number().int(),
}) satisfies z.ZodType<GrantChartTop>;

/**
 * GET /api/analytics/dashboard: its size does not grow with the number of grants. The per-grant charts
 * get the top 20 grants and an 'Others' bar for each chart order; the grant metrics table asks
 * /api/analytics/grant-metrics for the page in view.
 */
export const dashboardSummaryResponseSchema = dashboardResponseSchema.omit({ grants: true }).extend({
  grantCharts: z.object({
    grantNumber: grantChartTopSchema,
    processingTime: grantChartTopSchema,
    alphabetical: grantChartTopSchema,
  }) satisfies z.ZodType<Record<GrantChartSortOption, GrantChartTop>>,
});
export type DashboardSummaryResponse = z.infer<typeof dashboardSummaryResponseSchema>;

const filterBoundsSchema = z.object({
  bilAmount: sliderBoundsSchema,
  stateAmount: sliderBoundsSchema,
  localAmount: sliderBoundsSchema,
  totalAmount: sliderBoundsSchema,
  projectCount: sliderBoundsSchema,
  daysToAward: sliderBoundsSchema,
  daysToSubAward: sliderBoundsSchema,
}) satisfies z.ZodType<GrantFilterBounds>;

export const grantTableTotalsSchema = z.object({
  bilAmount: z.number(),
  stateAmount: z.number(),
  localAmount: z.number(),
  totalAmount: z.number(),
  projectCount: z.number().int(),
  executedProjects: z.number().int(),
  pendingSubAwardProjects: z.number().int(),
  pendingAwardProjects: z.number().int(),
  daysToAward: days,
  avgDaysToSubAward: days,
  daysPendingSubAward: days,
  daysPendingAward: days,
  completedSubAwardDays: days,
}) satisfies z.ZodType<GrantTableTotals>;

export const grantMetricsPageResponseSchema = z.object({
  asOf: z.string().meta({ format: 'date-time' }),
  page: z.number().int(),
  pageSize: z.number().int(),
  grantCount: z.number().int().meta({ description: 'Every grant in scope' }),
  matchCount: z.number().int().meta({ description: 'The grants the search and filters let through' }),
  rows: z.array(grantMetricsSchema).meta({ description: 'The page in view, in the chosen order' }),
  totals: grantTableTotalsSchema.meta({ description: 'The footer over every matching grant' }),
  bounds: filterBoundsSchema.meta({ description: "The sliders' ranges over every grant in scope" }),
});
export type GrantMetricsPageResponse = z.infer<typeof grantMetricsPageResponseSchema>;
