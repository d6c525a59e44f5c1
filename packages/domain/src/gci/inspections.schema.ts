import { z } from 'zod';
import { optionalDate, optionalText, requiredDate, requiredText } from './gci-fields';
import {
  CORRECTIVE_ACTION_STATUSES,
  DISCREPANCY_CATEGORIES,
  DISCREPANCY_SEVERITIES,
} from './inspection-rules';

const airportCode = z
  .string({ error: 'Airport code is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,4}$/, 'Airport code must be 3 or 4 letters or digits');

const inspectionShape = {
  airport_code: airportCode,
  inspection_date: requiredDate('Inspection date'),
  inspector: requiredText('Inspector', 200),
  notes: optionalText('Notes', 5000),
};

/** POST /api/gci/inspections. */
export const inspectionCreateBodySchema = z.strictObject({
  ...inspectionShape,
  notes: inspectionShape.notes.optional().default(null),
});
export type InspectionCreateInput = z.input<typeof inspectionCreateBodySchema>;
export type InspectionCreateBody = z.output<typeof inspectionCreateBodySchema>;

/** PATCH /api/gci/inspections/:id. */
export const inspectionUpdateBodySchema = z.strictObject(inspectionShape).partial();
export type InspectionUpdateBody = z.output<typeof inspectionUpdateBodySchema>;

const discrepancyShape = {
  category: z.enum(DISCREPANCY_CATEGORIES, {
    error: `Category must be one of: ${DISCREPANCY_CATEGORIES.join(', ')}`,
  }),
  severity: z.enum(DISCREPANCY_SEVERITIES, {
    error: `Severity must be one of: ${DISCREPANCY_SEVERITIES.join(', ')}`,
  }),
  description: requiredText('Description', 2000),
  location: optionalText('Location', 200),
  action_plan: optionalText('Corrective action plan', 5000),
  /** Blank: the inspection date plus the airport's plan days (default 60). */
  plan_due_date: optionalDate('Plan due date'),
  target_date: optionalDate('Target date'),
  action_status: z.enum(CORRECTIVE_ACTION_STATUSES, {
    error: `Status must be one of: ${CORRECTIVE_ACTION_STATUSES.join(', ')}`,
  }),
};

/** POST /api/gci/inspections/:id/discrepancies. */
export const discrepancyCreateBodySchema = z.strictObject({
  ...discrepancyShape,
  location: discrepancyShape.location.optional().default(null),
  action_plan: discrepancyShape.action_plan.optional().default(null),
  plan_due_date: discrepancyShape.plan_due_date.optional().default(null),
  target_date: discrepancyShape.target_date.optional().default(null),
  action_status: discrepancyShape.action_status.default('open'),
});
export type DiscrepancyCreateInput = z.input<typeof discrepancyCreateBodySchema>;
export type DiscrepancyCreateBody = z.output<typeof discrepancyCreateBodySchema>;

/** PATCH .../discrepancies/:did: closing records who and when on the server. */
export const discrepancyUpdateBodySchema = z.strictObject(discrepancyShape).partial();
export type DiscrepancyUpdateBody = z.output<typeof discrepancyUpdateBodySchema>;

/** PUT /api/gci/airports/:code/inspection-settings. */
export const inspectionSettingsBodySchema = z.strictObject({
  inspection_cycle_months: z
    .number({ error: 'Inspection cycle must be a whole number of months' })
    .int('Inspection cycle must be a whole number of months')
    .min(1, 'Inspection cycle must be 1 to 120 months')
    .max(120, 'Inspection cycle must be 1 to 120 months'),
  corrective_plan_days: z
    .number({ error: 'Plan days must be a whole number' })
    .int('Plan days must be a whole number')
    .min(1, 'Plan days must be 1 to 365')
    .max(365, 'Plan days must be 1 to 365'),
});
export type InspectionSettingsBody = z.output<typeof inspectionSettingsBodySchema>;

export const INSPECTION_SORT_KEYS = [
  'inspection_date',
  'airport_code',
  'inspector',
  'discrepancies',
  'open_actions',
  'overdue_actions',
  'next_due',
] as const;
export const INSPECTION_FILTERS = [
  'overdue_actions',
  'open_actions',
  'inspection_overdue',
  'latest',
] as const;
export type InspectionFilter = (typeof INSPECTION_FILTERS)[number];

/** GET /api/gci/inspections query. */
export const inspectionListQuerySchema = z.strictObject({
  q: optionalText('Search', 200).optional(),
  airport: airportCode.optional(),
  category: z.enum(DISCREPANCY_CATEGORIES).optional(),
  show: z.enum(INSPECTION_FILTERS).optional(),
  sort: z.enum(INSPECTION_SORT_KEYS).default('inspection_date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
});
export type InspectionListQuery = z.output<typeof inspectionListQuerySchema>;

export const discrepancyParamsSchema = z.strictObject({
  id: z.uuid('Not a valid id'),
  did: z.uuid('Not a valid id'),
});
export const airportCodeParamsSchema = z.strictObject({ code: airportCode });
