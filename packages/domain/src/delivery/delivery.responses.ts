import { z } from 'zod';
import { DELIVERY_HEALTHS } from './delivery.health';
import type { MilestoneSources } from './delivery.derived';
import { MILESTONE_KEYS, type DeliveryMilestones } from './delivery.schema';

const milestoneDates = z.object({ planned: z.string().nullable(), actual: z.string().nullable() });
const milestones = z.object(
  Object.fromEntries(MILESTONE_KEYS.map((key) => [key, milestoneDates])) as Record<
    (typeof MILESTONE_KEYS)[number],
    typeof milestoneDates
  >,
);
const recordAbilities = z.object({
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

/** One awarded project in the delivery portfolio, with its record's health (untracked: no record yet). */
export const deliveryRowSchema = z.object({
  projectId: z.string(),
  grantNumber: z.string().nullable(),
  projectTitle: z.string(),
  airportCode: z.string(),
  airportName: z.string(),
  tdotPm: z.string().nullable(),
  awardDate: z.string(),
  hasRecord: z.boolean(),
  percentComplete: z.number().int(),
  contractAmountCents: z.number().int().nullable(),
  grantAmountCents: z.number().int(),
  drawnCents: z.number().int(),
  /** 'gci': the paid reimbursements of the GC&I grant agreement with this grant number; else the record's. */
  drawnSource: z.enum(['gci', 'record']),
  drawnPercent: z.number(),
  health: z.enum(DELIVERY_HEALTHS),
  lateMilestones: z.array(z.enum(MILESTONE_KEYS as [string, ...string[]])),
  noProgress: z.boolean(),
  drawGap: z.boolean(),
  firstOpenPlanned: z.string().nullable(),
  progressDate: z.string().nullable(),
  abilities: recordAbilities,
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

/** One group of the portfolio (a PM or an airport) with its counts. */
export const deliveryGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  projects: z.number().int(),
  tracked: z.number().int(),
  late: z.number().int(),
  noProgress: z.number().int(),
  drawGap: z.number().int(),
});
export type DeliveryGroup = z.infer<typeof deliveryGroupSchema>;

/** GET /api/delivery: a page of the portfolio (late first), its totals and the per-PM and per-airport groups. */
export const deliveryPortfolioSchema = z.object({
  today: z.string(),
  totals: deliveryGroupSchema.omit({ key: true, label: true }),
  byPm: z.array(deliveryGroupSchema),
  byAirport: z.array(deliveryGroupSchema),
  rows: z.array(deliveryRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
});
export type DeliveryPortfolio = z.infer<typeof deliveryPortfolioSchema>;

const milestoneSource = z.object({
  record: z.enum(['dbe-contract', 'gci-grant']),
  reference: z.string(),
  label: z.string(),
});

/** The BIL project's own steps, shown before design and never entered in delivery (delivery.derived.ts). */
export const deliveryBilStepsSchema = z.object({
  status: z.string(),
  applicationDate: z.string().nullable(),
  awardDate: z.string().nullable(),
  subAwardDate: z.string().nullable(),
});
export type DeliveryBilSteps = z.infer<typeof deliveryBilStepsSchema>;

/**
 * GET /api/delivery/:projectId: the project's row and its full record (milestones, notes). `milestones`
 * has the derived actual dates in place; `milestoneSources` says which ones and from which record.
 */
export const deliveryDetailSchema = deliveryRowSchema.extend({
  milestones,
  milestoneSources: z.partialRecord(z.enum(MILESTONE_KEYS as [string, ...string[]]), milestoneSource),
  bil: deliveryBilStepsSchema,
  notes: z.string().nullable(),
  amountDrawnCents: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema> & {
  milestones: DeliveryMilestones;
  milestoneSources: MilestoneSources;
};

export const DELIVERY_PAGE_SIZE = 50;
export const DELIVERY_MAX_PAGE_SIZE = 200;

/** GET /api/delivery's query: filters and page. */
export const deliveryQuerySchema = z
  .object({
    pm: z.string().trim().max(200).optional(),
    airport: z.string().trim().max(10).optional(),
    health: z.enum(DELIVERY_HEALTHS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(DELIVERY_MAX_PAGE_SIZE).default(DELIVERY_PAGE_SIZE),
  })
  .strict();
export type DeliveryQuery = z.infer<typeof deliveryQuerySchema>;
