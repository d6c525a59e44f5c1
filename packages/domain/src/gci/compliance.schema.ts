import { z } from 'zod';
import { COMPLIANCE_OBLIGATIONS, COMPLIANCE_STATUSES } from './compliance-rules';
import { optionalDate, optionalText, requiredDate, requiredText } from './gci-fields';

const airportCode = z
  .string({ error: 'Airport code is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,4}$/, 'Airport code must be 3 or 4 letters or digits');

const frequency = z.coerce
  .number({ error: 'Frequency must be a whole number of months' })
  .int('Frequency must be a whole number of months')
  .min(1, 'Frequency must be 1 to 120 months')
  .max(120, 'Frequency must be 1 to 120 months');

const itemShape = {
  airport_code: airportCode,
  obligation: z.enum(COMPLIANCE_OBLIGATIONS, {
    error: `Obligation must be one of: ${COMPLIANCE_OBLIGATIONS.join(', ')}`,
  }),
  frequency_months: frequency,
  due_date: requiredDate('Due date'),
  last_completed_date: optionalDate('Last completed'),
  notes: optionalText('Notes', 5000),
};

function refineItem(value: { due_date?: string; last_completed_date?: string | null }, ctx: z.RefinementCtx) {
  if (value.due_date && value.last_completed_date && value.last_completed_date > value.due_date)
    ctx.addIssue({
      code: 'custom',
      message: 'Last completed date cannot be after the due date',
      path: ['last_completed_date'],
    });
}

/** POST /api/gci/compliance. */
export const complianceCreateBodySchema = z
  .strictObject({
    ...itemShape,
    last_completed_date: itemShape.last_completed_date.optional().default(null),
    notes: itemShape.notes.optional().default(null),
  })
  .superRefine(refineItem);
export type ComplianceCreateInput = z.input<typeof complianceCreateBodySchema>;
export type ComplianceCreateBody = z.output<typeof complianceCreateBodySchema>;

/** PATCH /api/gci/compliance/:id. */
export const complianceUpdateBodySchema = z.strictObject(itemShape).partial().superRefine(refineItem);
export type ComplianceUpdateBody = z.output<typeof complianceUpdateBodySchema>;

/** POST /api/gci/compliance/:id/complete: done on a day; the due date rolls on by its frequency. */
export const complianceCompleteBodySchema = z.strictObject({
  completed_date: requiredDate('Completion date'),
});
export type ComplianceCompleteBody = z.output<typeof complianceCompleteBodySchema>;

const findingShape = {
  found_date: requiredDate('Date found'),
  description: requiredText('Finding', 2000),
  resolution: optionalText('Resolution', 5000),
  resolved_date: optionalDate('Resolved date'),
};

/** POST .../findings. */
export const findingCreateBodySchema = z.strictObject({
  ...findingShape,
  resolution: findingShape.resolution.optional().default(null),
  resolved_date: findingShape.resolved_date.optional().default(null),
});
export type FindingCreateInput = z.input<typeof findingCreateBodySchema>;
export type FindingCreateBody = z.output<typeof findingCreateBodySchema>;

/** PATCH .../findings/:fid (resolve it: a resolution and its date). */
export const findingUpdateBodySchema = z.strictObject(findingShape).partial();
export type FindingUpdateBody = z.output<typeof findingUpdateBodySchema>;

export const COMPLIANCE_SORT_KEYS = ['due_date', 'airport_code', 'obligation', 'status'] as const;

/** GET /api/gci/compliance query. */
export const complianceListQuerySchema = z.strictObject({
  q: optionalText('Search', 200).optional(),
  airport: airportCode.optional(),
  obligation: z.enum(COMPLIANCE_OBLIGATIONS).optional(),
  status: z.enum(COMPLIANCE_STATUSES).optional(),
  sort: z.enum(COMPLIANCE_SORT_KEYS).default('due_date'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
});
export type ComplianceListQuery = z.output<typeof complianceListQuerySchema>;

export const findingParamsSchema = z.strictObject({
  id: z.uuid('Not a valid id'),
  fid: z.uuid('Not a valid id'),
});
