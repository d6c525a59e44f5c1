import { z } from 'zod';

/** GET /api/executive: leadership's one page, every figure from the same domain functions as its source screen. */

const date = z.string().meta({ format: 'date' });

export const aigYearSummarySchema = z.object({
  fiscalYear: z.number().int(),
  deadline: date,
  allocation: z.number(),
  underGrant: z.number(),
  available: z.number(),
  /** Money not yet under grant within 12 months of its deadline. */
  atRisk: z.number(),
  /** Money not under grant whose deadline has passed (lapsed). */
  pastDeadline: z.number(),
  airportsAtRisk: z.number().int(),
});
export type AigYearSummary = z.infer<typeof aigYearSummarySchema>;

const timelinessSchema = z.object({
  averageDays: z.number().nullable(),
  targetDays: z.number().int(),
  isOverTarget: z.boolean(),
  waiting: z.number().int(),
});

export const executiveOverviewSchema = z.object({
  asOf: z.string().meta({ format: 'date-time' }),
  today: date,
  funding: z
    .object({
      byFiscalYear: z.array(aigYearSummarySchema),
      totals: aigYearSummarySchema.omit({ fiscalYear: true, deadline: true }),
      /** BIL dollars of the projects on the dashboard (non-blank grant numbers), by program. */
      bilTotal: z.number(),
      projectCount: z.number().int(),
    })
    .nullable(),
  timeliness: z.object({
    award: timelinessSchema,
    subAward: timelinessSchema,
    exceeding90Days: z.number().int(),
    /** The last 12 months with applications: average processing days (application to award). */
    trend: z.array(
      z.object({ month: z.string(), averageDays: z.number().nullable(), projectCount: z.number().int() }),
    ),
  }),
  oldestWaiting: z.array(
    z.object({
      grant: z.string(),
      applicationDate: date,
      ageDays: z.number().int(),
      daysOverTarget: z.number().int(),
      bilAmount: z.number(),
      projectCount: z.number().int(),
    }),
  ),
  overdueByPm: z.array(
    z.object({ pm: z.string(), overdueAward: z.number().int(), overdueSubAward: z.number().int() }),
  ),
  /** Areas still being built: null until they land (the page shows nothing for them rather than a guess). */
  slots: z.object({ dbeAttainment: z.null(), overdueInspections: z.null(), grantsEndingSoon: z.null() }),
});
export type ExecutiveOverview = z.infer<typeof executiveOverviewSchema>;
