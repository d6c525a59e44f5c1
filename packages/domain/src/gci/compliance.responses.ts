import { z } from 'zod';
import { AIRPORT_COMPLIANCE_STATUSES, COMPLIANCE_OBLIGATIONS, COMPLIANCE_STATUSES } from './compliance-rules';
import { historyEntrySchema } from './grants.responses';

export const complianceRowSchema = z.object({
  id: z.string(),
  airport_code: z.string(),
  airport_name: z.string(),
  tdot_pm: z.string().nullable(),
  obligation: z.enum(COMPLIANCE_OBLIGATIONS),
  frequency_months: z.number(),
  due_date: z.string(),
  last_completed_date: z.string().nullable(),
  notes: z.string().nullable(),
  open_findings: z.number(),
  status: z.enum(COMPLIANCE_STATUSES),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

export const airportComplianceSchema = z.object({
  airport_code: z.string(),
  airport_name: z.string(),
  status: z.enum(AIRPORT_COMPLIANCE_STATUSES),
  overdue: z.number(),
  dueSoon: z.number(),
  findings: z.number(),
});
export type AirportCompliance = z.infer<typeof airportComplianceSchema>;

export const complianceListSchema = z.object({
  today: z.string(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  rows: z.array(complianceRowSchema),
  /** Over everything the caller may see. */
  counts: z.object({
    current: z.number(),
    due_soon: z.number(),
    overdue: z.number(),
    finding: z.number(),
  }),
  /** Each visible airport at a glance. */
  airports: z.array(airportComplianceSchema),
  /** What falls due in the next 90 days (and what is already overdue), by date. */
  calendar: z.array(complianceRowSchema),
  canCreate: z.boolean(),
});
export type ComplianceList = z.infer<typeof complianceListSchema>;

export const findingSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  found_date: z.string(),
  description: z.string(),
  resolution: z.string().nullable(),
  resolved_date: z.string().nullable(),
});
export type Finding = z.infer<typeof findingSchema>;

export const complianceDetailSchema = z.object({
  today: z.string(),
  item: complianceRowSchema,
  findings: z.array(findingSchema),
  history: z.array(historyEntrySchema),
});
export type ComplianceDetail = z.infer<typeof complianceDetailSchema>;
