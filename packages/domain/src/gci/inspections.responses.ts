import { z } from 'zod';
import { historyEntrySchema } from './grants.responses';
import {
  CORRECTIVE_ACTION_STATUSES,
  DISCREPANCY_CATEGORIES,
  DISCREPANCY_SEVERITIES,
} from './inspection-rules';

const abilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });
const dueStateSchema = z.enum(['current', 'due_soon', 'overdue', 'never']);

export const inspectionRowSchema = z.object({
  id: z.string(),
  airport_code: z.string(),
  airport_name: z.string(),
  tdot_pm: z.string().nullable(),
  inspection_date: z.string(),
  inspector: z.string(),
  notes: z.string().nullable(),
  discrepancies: z.number(),
  openActions: z.number(),
  overdueActions: z.number(),
  /** The airport's next inspection (its latest inspection plus its cycle) and where that stands today. */
  airportNextDue: z.string().nullable(),
  airportDueState: dueStateSchema,
  isLatest: z.boolean(),
  abilities: abilitiesSchema,
});
export type InspectionRow = z.infer<typeof inspectionRowSchema>;

export const inspectionListSchema = z.object({
  today: z.string(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  rows: z.array(inspectionRowSchema),
  /** Over everything the caller may see. */
  counts: z.object({ overdueActions: z.number(), openActions: z.number(), overdueInspections: z.number() }),
  canCreate: z.boolean(),
});
export type InspectionList = z.infer<typeof inspectionListSchema>;

export const discrepancySchema = z.object({
  id: z.string(),
  inspection_id: z.string(),
  category: z.enum(DISCREPANCY_CATEGORIES),
  severity: z.enum(DISCREPANCY_SEVERITIES),
  description: z.string(),
  location: z.string().nullable(),
  action_plan: z.string().nullable(),
  plan_due_date: z.string(),
  target_date: z.string().nullable(),
  action_status: z.enum(CORRECTIVE_ACTION_STATUSES),
  /** The stored status, or overdue when an open action is past its date. */
  displayStatus: z.enum([...CORRECTIVE_ACTION_STATUSES, 'overdue']),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
});
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const inspectionSettingsSchema = z.object({
  inspection_cycle_months: z.number(),
  corrective_plan_days: z.number(),
});

export const inspectionDetailSchema = z.object({
  today: z.string(),
  inspection: inspectionRowSchema,
  discrepancies: z.array(discrepancySchema),
  settings: inspectionSettingsSchema,
  /** Every inspection of the airport, newest first. */
  airportHistory: z.array(
    z.object({
      id: z.string(),
      inspection_date: z.string(),
      inspector: z.string(),
      discrepancies: z.number(),
    }),
  ),
  history: z.array(historyEntrySchema),
});
export type InspectionDetail = z.infer<typeof inspectionDetailSchema>;
