import { z } from 'zod';
import { PLAN_ITEM_STATUSES, PLAN_WORK_TYPES, planFundingSchema } from './planning.schema';

const money = z.number();
const recordAbilities = z.object({
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

/** One plan item as the screens show it. */
export const planItemSchema = z.object({
  id: z.string(),
  airportCode: z.string(),
  airportName: z.string(),
  tdotPm: z.string().nullable(),
  title: z.string(),
  workType: z.enum(PLAN_WORK_TYPES),
  fiscalYear: z.number().int(),
  estimatedCost: money,
  funding: planFundingSchema,
  priority: z.number().int(),
  nationalPriorityRating: z.number().int().nullable(),
  status: z.enum(PLAN_ITEM_STATUSES),
  notes: z.string().nullable(),
  projectId: z.string().nullable(),
  updatedAt: z.string(),
  abilities: recordAbilities,
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const plannedTrancheSchema = z.object({
  fiscalYear: z.number().int(),
  deadline: z.string(),
  allocation: money,
  underGrant: money,
  /** Available today (open or at risk), the airports page's figure. */
  available: money,
  /** Lapsed today (left after the deadline), the airports page's figure. */
  lapsed: money,
  planned: money,
  leftAfterPlan: money,
  lapsing: money,
});

/** One airport's plan set against its AIG money (checkAigPlan). */
export const planningAirportSchema = z.object({
  airportCode: z.string(),
  airportName: z.string(),
  tdotPm: z.string().nullable(),
  tranches: z.array(plannedTrancheSchema),
  years: z.array(z.object({ fiscalYear: z.number().int(), plannedAig: money, shortfall: money })),
  lapseAmount: money,
  shortfallAmount: money,
  /** May the caller add plan items at this airport. */
  canCreate: z.boolean(),
});
export type PlanningAirport = z.infer<typeof planningAirportSchema>;

/** GET /api/planning: the plan items in the caller's scope and the AIG check of each airport. */
export const planningOverviewSchema = z.object({
  today: z.string(),
  acipYears: z.array(z.number().int()),
  items: z.array(planItemSchema),
  airports: z.array(planningAirportSchema),
});
export type PlanningOverview = z.infer<typeof planningOverviewSchema>;
