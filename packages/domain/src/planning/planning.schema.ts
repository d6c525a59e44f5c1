import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';

/** Status of a plan item in the capital improvement plan. */
export const PLAN_ITEM_STATUSES = ['candidate', 'programmed', 'deferred', 'withdrawn', 'converted'] as const;
export type PlanItemStatus = (typeof PLAN_ITEM_STATUSES)[number];
/** Statuses that still count against the money (deferred, withdrawn and converted items do not). */
export const PLAN_ITEM_ACTIVE_STATUSES: readonly PlanItemStatus[] = ['candidate', 'programmed'];

export const PLAN_WORK_TYPES = [
  'Runway',
  'Taxiway',
  'Apron',
  'Lighting and NAVAIDs',
  'Terminal',
  'Hangar',
  'Safety and security',
  'Planning and environmental',
  'Land acquisition',
  'Equipment',
  'Other',
] as const;
export type PlanWorkType = (typeof PLAN_WORK_TYPES)[number];

/** The planned funding split, in the order the screens show it. */
export const PLAN_FUNDING_SOURCES = [
  { key: 'aipEntitlement', label: 'AIP entitlement' },
  { key: 'bilAig', label: 'BIL AIG' },
  { key: 'aipDiscretionary', label: 'AIP discretionary' },
  { key: 'state', label: 'State' },
  { key: 'local', label: 'Local' },
] as const;
export type PlanFundingKey = (typeof PLAN_FUNDING_SOURCES)[number]['key'];

export const MAX_PLAN_AMOUNT = 999_999_999_999;
export const PLAN_FIRST_FISCAL_YEAR = 2022;
export const PLAN_LAST_FISCAL_YEAR = 2045;

export const PLANNING_MESSAGES = {
  splitMustAddUp: 'The funding split must add up to the estimated cost',
  noNul: 'Text must not contain NUL characters',
  itemNotFound: 'Plan item not found',
  airportNotFound: 'Airport not found among the airports you can plan for',
  nothingToChange: 'Give at least one field to change',
  convertedIsFinal: 'A converted plan item cannot be changed',
  convertOnlyProgrammed: 'Only a programmed plan item can be converted into a project',
} as const;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), PLANNING_MESSAGES.noNul)
    .refine(isSafeText, unsafeTextMessage(label));

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(MAX_PLAN_AMOUNT, `${label} must be below one trillion dollars`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} must be in whole cents`,
    );

const cents = (value: number) => Math.round(value * 100);

export const planFundingSchema = z
  .object({
    aipEntitlement: amount('AIP entitlement'),
    bilAig: amount('BIL AIG'),
    aipDiscretionary: amount('AIP discretionary'),
    state: amount('State'),
    local: amount('Local'),
  })
  .strict();
export type PlanFunding = z.infer<typeof planFundingSchema>;

/** Sum of a funding split, in dollars, exact to the cent. */
export function sumFunding(funding: PlanFunding): number {
  return PLAN_FUNDING_SOURCES.reduce((total, source) => total + cents(funding[source.key]), 0) / 100;
}

const planItemFields = {
  airportCode: z.string().trim().min(1, 'Choose an airport').max(10),
  title: text(200, 'Title').pipe(z.string().min(1, 'Give the plan item a title')),
  workType: z.enum(PLAN_WORK_TYPES, { error: 'Choose a type of work' }),
  fiscalYear: z
    .number({ error: 'Give a fiscal year' })
    .int('Give a fiscal year')
    .min(PLAN_FIRST_FISCAL_YEAR, `Fiscal years run from ${PLAN_FIRST_FISCAL_YEAR}`)
    .max(PLAN_LAST_FISCAL_YEAR, `Fiscal years run to ${PLAN_LAST_FISCAL_YEAR}`),
  estimatedCost: amount('Estimated cost'),
  funding: planFundingSchema,
  priority: z.number().int('Priority is a whole number').min(1, 'Priority runs from 1').max(999),
  nationalPriorityRating: z
    .number()
    .int('The national priority rating is a whole number from 0 to 100')
    .min(0, 'The national priority rating is a whole number from 0 to 100')
    .max(100, 'The national priority rating is a whole number from 0 to 100')
    .nullable(),
  status: z.enum(['candidate', 'programmed', 'deferred', 'withdrawn'], { error: 'Choose a status' }),
  notes: text(2000, 'Notes').nullable(),
};

const splitAddsUp = (item: { estimatedCost?: number; funding?: PlanFunding }) =>
  item.estimatedCost === undefined ||
  item.funding === undefined ||
  cents(sumFunding(item.funding)) === cents(item.estimatedCost);

/** POST /api/planning/items: one plan item (a new item is never 'converted': conversion does that). */
export const planItemBodySchema = z
  .object(planItemFields)
  .strict()
  .refine(splitAddsUp, { message: PLANNING_MESSAGES.splitMustAddUp, path: ['funding'] });
export type PlanItemBody = z.infer<typeof planItemBodySchema>;

/** PATCH /api/planning/items/:id: any fields; cost and split are checked together after merging. */
export const planItemPatchSchema = z
  .object(planItemFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, PLANNING_MESSAGES.nothingToChange);
export type PlanItemPatch = z.infer<typeof planItemPatchSchema>;

export const planItemParamsSchema = z.object({ id: z.uuid({ error: PLANNING_MESSAGES.itemNotFound }) });

/** POST /api/planning/items/:id/convert: the BIL project created from the item. */
export const planItemConvertSchema = z.object({ projectId: z.uuid() }).strict();

/** Whether merged values still add up (the PATCH check). */
export function isSplitConsistent(item: { estimatedCost: number; funding: PlanFunding }): boolean {
  return splitAddsUp(item);
}
