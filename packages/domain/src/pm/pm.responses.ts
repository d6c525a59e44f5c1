import { z } from 'zod';
import { dashboardResponseSchema } from '../metrics/analytics.responses';
import type { TargetKpi } from './pm-targets';

/**
 * Responses of /api/pm/* (and of the public PM share pages, which render the same views read-only).
 * Amounts are dollars, days whole days, dates 'YYYY-MM-DD'. No user ids or e-mails: PMs are named.
 */

const isoDate = z.string().meta({ format: 'date' });
const money = z.number();
const count = z.number().int();

const workloadFields = {
  projectCount: count,
  openProjectCount: count.meta({ description: 'Projects whose status is not executed' }),
  bilAmount: money,
  totalAmount: money,
};

export const pmAirportSchema = z.object({
  airportCode: z.string(),
  airportName: z.string().nullable(),
  city: z.string().nullable(),
  isAssigned: z
    .boolean()
    .meta({ description: 'Assigned to this PM; false when only some of its projects are theirs' }),
  ...workloadFields,
});
export type PmAirport = z.infer<typeof pmAirportSchema>;

export const pmStatusCountSchema = z.object({
  status: z.string(),
  projectCount: count,
  bilAmount: money,
  totalAmount: money,
});
export type PmStatusCount = z.infer<typeof pmStatusCountSchema>;

export const targetKpiSchema = z.object({
  targetDays: count,
  measuredProjects: count,
  averageDays: count.nullable(),
  withinTarget: count,
  overTarget: count,
  withinTargetRate: count.nullable(),
}) satisfies z.ZodType<TargetKpi>;

export const pmOverdueItemSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  airportCode: z.string(),
  grantNumber: z.string().nullable(),
  status: z.string(),
  kind: z.enum(['award', 'sub_award']),
  sinceDate: isoDate,
  days: count,
  targetDays: count,
  daysOver: count,
});
export type PmOverdueItem = z.infer<typeof pmOverdueItemSchema>;

/** At most this many overdue items are listed (counts always cover all of them). */
export const PM_OVERDUE_LIST_LIMIT = 200;

export const pmDashboardResponseSchema = z.object({
  pm: z.string(),
  asOf: z.string().meta({ format: 'date-time' }),
  today: isoDate,
  summary: z.object({
    airportCount: count,
    ...workloadFields,
    overdueAwardCount: count,
    overdueSubAwardCount: count,
  }),
  airports: z.array(pmAirportSchema),
  projectsByStatus: z.array(pmStatusCountSchema).meta({ description: 'Lifecycle order, then others' }),
  targets: z.object({ award: targetKpiSchema, subAward: targetKpiSchema }),
  overdue: z.object({
    total: count,
    items: z.array(pmOverdueItemSchema).meta({
      description: `Most days over target first; at most ${PM_OVERDUE_LIST_LIMIT}`,
    }),
  }),
  dashboard: dashboardResponseSchema.meta({
    description: "The Grant Analysis Dashboard limited to this PM's projects",
  }),
});
export type PmDashboardResponse = z.infer<typeof pmDashboardResponseSchema>;

/** GET /api/pm/:pm: the dashboard plus what the caller may do with it (public shares carry no abilities). */
export const pmDashboardForPersonSchema = pmDashboardResponseSchema.extend({
  abilities: z.object({ share: z.boolean() }),
});
export type PmDashboardForPerson = z.infer<typeof pmDashboardForPersonSchema>;

export const pmAirportRefSchema = z.object({
  airportCode: z.string(),
  airportName: z.string().nullable(),
  city: z.string().nullable(),
});
export type PmAirportRef = z.infer<typeof pmAirportRefSchema>;

const overdueCounts = { overdueAwardCount: count, overdueSubAwardCount: count };

export const pmWorkloadSchema = z.object({
  pm: z.string(),
  airportCount: count,
  airports: z.array(pmAirportRefSchema),
  ...workloadFields,
  ...overdueCounts,
});
export type PmWorkload = z.infer<typeof pmWorkloadSchema>;

export const pmManagementResponseSchema = z.object({
  asOf: z.string().meta({ format: 'date-time' }),
  today: isoDate,
  pms: z.array(pmWorkloadSchema).meta({ description: 'Every PM, by name' }),
  unassigned: z.object({
    airports: z.array(pmAirportRefSchema).meta({ description: 'Airports with no PM' }),
    ...workloadFields,
    ...overdueCounts,
  }),
  totals: z.object({ airportCount: count, ...workloadFields, ...overdueCounts }),
});
export type PmManagementResponse = z.infer<typeof pmManagementResponseSchema>;

/** GET /api/pm/management: plus the PM pages the caller may open (a PM: only their own). */
export const pmManagementForPersonSchema = pmManagementResponseSchema.extend({
  openablePages: z.array(z.string()),
});
export type PmManagementForPerson = z.infer<typeof pmManagementForPersonSchema>;
