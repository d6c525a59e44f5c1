import { z } from 'zod';
import { parseDateOnly } from '../format/calendar-date';

/** The milestones of an awarded project, from design to closeout, in the order they must happen. */
export const DELIVERY_MILESTONES = [
  { key: 'designComplete', label: 'Design complete' },
  { key: 'bidOpening', label: 'Bid opening' },
  { key: 'contractAward', label: 'Construction contract award' },
  { key: 'noticeToProceed', label: 'Notice to proceed' },
  { key: 'substantialCompletion', label: 'Substantial completion' },
  { key: 'finalAcceptance', label: 'Final acceptance' },
  { key: 'closeout', label: 'Closeout' },
] as const;
export type MilestoneKey = (typeof DELIVERY_MILESTONES)[number]['key'];
export const MILESTONE_KEYS: MilestoneKey[] = DELIVERY_MILESTONES.map((m) => m.key);

/** Largest amount a record holds, in cents (numeric(14,2) elsewhere: just under a trillion dollars). */
export const MAX_DELIVERY_CENTS = 99_999_999_999_999;

export const DELIVERY_MESSAGES = {
  recordNotFound: 'Delivery record not found',
  projectNotFound: 'Project not found',
  notAwarded: 'Delivery is tracked for awarded projects only: this project has no award date',
  badDate: 'Dates must be real days (YYYY-MM-DD)',
  noNul: 'Text must not contain NUL characters',
  actualInFuture: 'An actual date cannot be in the future',
  completeWhenAccepted: 'Percent complete is 100 once final acceptance or closeout is done',
} as const;

/** 'B cannot be before A': the message for actual (or planned) dates out of milestone order. */
export function outOfOrderMessage(kind: 'actual' | 'planned', earlier: string, later: string): string {
  return `${later} (${kind}) cannot be before ${earlier.toLowerCase()} (${kind})`;
}

/** The message for a date before the project's award (nothing in delivery happens before it). */
export function beforeAwardMessage(label: string, awardDate: string): string {
  return `${label} cannot be before the project's award date (${awardDate})`;
}

const isoDate = z
  .string()
  .refine((value) => parseDateOnly(value) !== null && value.length === 10, DELIVERY_MESSAGES.badDate);

const milestoneDatesSchema = z.object({ planned: isoDate.nullable(), actual: isoDate.nullable() }).strict();
export type MilestoneDates = z.infer<typeof milestoneDatesSchema>;

const milestonesSchema = z
  .object(
    Object.fromEntries(MILESTONE_KEYS.map((key) => [key, milestoneDatesSchema])) as Record<
      MilestoneKey,
      typeof milestoneDatesSchema
    >,
  )
  .strict();
export type DeliveryMilestones = Record<MilestoneKey, MilestoneDates>;

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in whole cents`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_DELIVERY_CENTS, `${label} must be below one trillion dollars`);

/** Dates of a record, checked against each other (and, when known, the award date and today). */
export type DeliveryDateIssue = { path: (string | number)[]; message: string };

/** Where a derived milestone's date comes from (delivery.derived.ts), for the date checks' messages. */
export type DerivedMilestoneLabels = Partial<Record<MilestoneKey, { label: string }>>;

/** The message for a typed date that comes after a later milestone whose date another record gives. */
export function afterDerivedMessage(
  kind: 'actual' | 'planned',
  earlier: string,
  later: string,
  source: string,
): string {
  return `${earlier} (${kind}) cannot be after ${later.toLowerCase()} (${kind}), which comes from ${source}`;
}

/**
 * Actual dates must follow the milestone order (a later milestone cannot have happened before an earlier
 * one), and so must planned dates; no date may be before the project's award; no actual date after today.
 * A derived actual date (context.derived: it comes from another record) is a fact: it is not checked
 * against the award or today, and when a typed date disagrees with it the message is on the typed one.
 * Pure, so the web form shows the same messages the server answers with.
 */
export function checkDeliveryDates(
  milestones: DeliveryMilestones,
  context: { awardDate?: string | null; today?: string | null; derived?: DerivedMilestoneLabels } = {},
): DeliveryDateIssue[] {
  const issues: DeliveryDateIssue[] = [];
  for (const kind of ['actual', 'planned'] as const) {
    let previous: { key: MilestoneKey; label: string; date: string } | null = null;
    for (const { key, label } of DELIVERY_MILESTONES) {
      const date = milestones[key][kind];
      if (!date) continue;
      const source = kind === 'actual' ? context.derived?.[key] : undefined;
      const previousSource = kind === 'actual' && previous ? context.derived?.[previous.key] : undefined;
      if (source) {
        // A fact from another record: only a typed earlier date can disagree with it.
        if (previous && date < previous.date && !previousSource)
          issues.push({
            path: ['milestones', previous.key, kind],
            message: afterDerivedMessage(kind, previous.label, label, source.label),
          });
      } else if (context.awardDate && date < context.awardDate)
        issues.push({
          path: ['milestones', key, kind],
          message: beforeAwardMessage(label, context.awardDate),
        });
      else if (previous && date < previous.date)
        issues.push({
          path: ['milestones', key, kind],
          message: outOfOrderMessage(kind, previous.label, label),
        });
      if (!source && kind === 'actual' && context.today && date > context.today)
        issues.push({ path: ['milestones', key, kind], message: DELIVERY_MESSAGES.actualInFuture });
      previous = { key, label, date };
    }
  }
  return issues;
}

const deliveryFields = {
  milestones: milestonesSchema,
  percentComplete: z
    .number({ error: 'Percent complete must be a number' })
    .int('Percent complete is a whole number from 0 to 100')
    .min(0, 'Percent complete is a whole number from 0 to 100')
    .max(100, 'Percent complete is a whole number from 0 to 100'),
  contractAmountCents: cents('Construction contract amount').nullable(),
  amountDrawnCents: cents('Amount drawn'),
  notes: z
    .string()
    .trim()
    .max(2000, 'Notes must be at most 2000 characters')
    .refine((value) => !value.includes('\u0000'), DELIVERY_MESSAGES.noNul)
    .nullable(),
};

function addDateIssues(context?: {
  awardDate?: string | null;
  today?: string | null;
  derived?: DerivedMilestoneLabels;
}) {
  return (body: { milestones: DeliveryMilestones }, ctx: z.RefinementCtx) => {
    for (const issue of checkDeliveryDates(body.milestones, context))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  };
}

/**
 * PUT /api/delivery/:projectId: the whole record's shape. The date checks run in the service with the
 * award date, today and the dates other records give in hand (deliveryRecordSchemaFor): a typed date can
 * only be judged against those.
 */
export const deliveryRecordBodySchema = z.object(deliveryFields).strict();
export type DeliveryRecordBody = z.infer<typeof deliveryRecordBodySchema>;

/** The same schema with the award date and today known: the web form's, and the server's second pass. */
export function deliveryRecordSchemaFor(context: {
  awardDate: string | null;
  today: string;
  derived?: DerivedMilestoneLabels;
}) {
  return z.object(deliveryFields).strict().superRefine(addDateIssues(context));
}

export const deliveryParamsSchema = z.object({
  projectId: z.uuid({ error: DELIVERY_MESSAGES.projectNotFound }),
});

/** An empty record: every milestone without dates. */
export function emptyMilestones(): DeliveryMilestones {
  return Object.fromEntries(
    MILESTONE_KEYS.map((key) => [key, { planned: null, actual: null }]),
  ) as DeliveryMilestones;
}
