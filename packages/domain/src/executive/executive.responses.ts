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
      /** BIL dollars of the airports' projects by program (AIG, ATP, FCT) and project fiscal year. */
      byProgram: z.array(
        z.object({
          fiscalYear: z.number().int().nullable(),
          aig: z.number(),
          atp: z.number(),
          fct: z.number(),
          projectCount: z.number().int(),
        }),
      ),
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
  /** Figures of other areas; null where the caller may not read that area's screen. */
  slots: z.object({
    /** The DBE Uniform Report of the current federal fiscal year: awards and commitments against the goal. */
    dbeAttainment: z
      .object({
        fiscalYear: z.number().int(),
        goalPct: z.number().nullable(),
        attainedPct: z.number().nullable(),
        dbeDollars: z.number(),
        totalDollars: z.number(),
      })
      .nullable(),
    /** Overdue 5010 inspections and corrective actions (the Inspections tab's counts); null without GC&I. */
    overdueInspections: z
      .object({
        overdueInspections: z.number().int(),
        overdueActions: z.number().int(),
        openActions: z.number().int(),
      })
      .nullable(),
    /** GC&I grants whose period of performance ends soon with money left (the 'pop_ending' alert). */
    grantsEndingSoon: z
      .object({
        count: z.number().int(),
        grants: z.array(
          z.object({
            id: z.string(),
            grantNumber: z.string(),
            airportCode: z.string(),
            popEndDate: date,
            remaining: z.number(),
          }),
        ),
      })
      .nullable(),
  }),
});
export type ExecutiveOverview = z.infer<typeof executiveOverviewSchema>;
