import { z } from 'zod';

/** Request and response bodies of /api/airports (catalogue, one airport, the balances edit). */

const money = z.number();

export const trancheStateSchema = z.enum(['past_deadline', 'at_risk', 'open', 'under_grant', 'overdrawn']);

/** One fiscal year's AIG tranche: allocation, what is under grant, what is left, its deadline and state. */
export const trancheBalanceSchema = z.object({
  fiscalYear: z.number().int(),
  allocation: money,
  underGrant: money,
  balance: money,
  /** Left on an open or at-risk tranche. */
  available: money,
  /** Left after the obligation deadline: lapsed, never available. */
  lapsed: money,
  deadline: z.string().meta({ format: 'date' }),
  state: trancheStateSchema,
});

const riskFields = {
  totalAllocation: money,
  underGrant: money,
  /** Open + at risk: what may still be put under grant. Never includes lapsed money. */
  available: money,
  atRisk: z.boolean(),
  atRiskAmount: money,
  pastDeadline: z.boolean(),
  /** Money left after its deadline (FAA may recover it). */
  lapsed: money,
};

/** A catalogue row: SPEC §3 airport assignment plus its project count, BIL funding and FY22-26 tranches. */
export const airportSummarySchema = z.object({
  airportCode: z.string(),
  airportName: z.string(),
  city: z.string(),
  tdotPm: z.string().nullable(),
  projectCount: z.number().int(),
  bilFunding: money,
  tranches: z.array(trancheBalanceSchema),
  ...riskFields,
});
export type AirportSummary = z.infer<typeof airportSummarySchema>;

/** GET /api/airports: the airports the caller may see, by code; 'today' is the day states were judged on. */
export const airportCatalogSchema = z.object({
  today: z.string().meta({ format: 'date' }),
  airports: z.array(airportSummarySchema),
});
export type AirportCatalog = z.infer<typeof airportCatalogSchema>;

/** Funding of the airport's projects in one fiscal year (null: projects without one), by program. */
export const airportFundingYearSchema = z.object({
  fiscalYear: z.number().int().nullable(),
  projectCount: z.number().int(),
  aig: money,
  atp: money,
  fct: money,
  state: money,
  local: money,
});
export type AirportFundingYear = z.infer<typeof airportFundingYearSchema>;

/** How the balances were worked out, so the screen can show it. */
export const balanceComputationSchema = z.object({
  rule: z.string(),
  projectsUnderGrant: z.number().int(),
  /** AIG awarded after every tranche up to its project's fiscal year had lapsed: drawn on no tranche. */
  awardedAfterLapse: money,
  /** Highest grant number among the projects under grant now. */
  latestGrantNumber: z.string().nullable(),
  /** Stored by the last balances save (airport_bil_balances). */
  lastCalculatedGrantNumber: z.string().nullable(),
  balanceUpdatedAt: z.string().nullable(),
  computedAt: z.string(),
});

/** GET /api/airports/:code. */
export const airportDetailSchema = airportSummarySchema.extend({
  today: z.string().meta({ format: 'date' }),
  totalFunding: money,
  notes: z.string().nullable(),
  computation: balanceComputationSchema,
  fundingByYear: z.array(airportFundingYearSchema),
  canEditBalances: z.boolean(),
});
export type AirportDetail = z.infer<typeof airportDetailSchema>;

export const airportParamsSchema = z.object({ code: z.string().min(1).max(40) });

export const MAX_ALLOCATION = 999_999_999_999;
export const MAX_BALANCE_NOTES = 2000;

const allocation = z
  .number({ error: 'Allocations must be whole dollars of 0 or more' })
  .int('Allocations must be whole dollars of 0 or more')
  .min(0, 'Allocations must be whole dollars of 0 or more')
  .max(MAX_ALLOCATION, 'Allocations must be below one trillion dollars');

/** PATCH /api/airports/:code/balances (administrators): any of the FY22-26 allocations, and the notes. */
export const airportBalancesBodySchema = z
  .object({
    allocations: z
      .object({
        fy22: allocation.optional(),
        fy23: allocation.optional(),
        fy24: allocation.optional(),
        fy25: allocation.optional(),
        fy26: allocation.optional(),
      })
      .strict()
      .optional(),
    notes: z
      .string()
      .max(MAX_BALANCE_NOTES, `Notes must be at most ${MAX_BALANCE_NOTES} characters`)
      .nullable()
      .optional(),
  })
  .strict();
export type AirportBalancesBody = z.infer<typeof airportBalancesBodySchema>;

/** 404 words for a code that is unknown or outside the caller's airports (the same, so codes cannot be probed). */
export function formatAirportNotFound(code: string): string {
  return `Airport '${code}' was not found among the airports you can see.`;
}

export const AIRPORT_MESSAGES = {
  nothingToChange: 'Give at least one allocation or the notes to change',
} as const;
