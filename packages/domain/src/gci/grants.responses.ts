import { z } from 'zod';
import { GRANT_ALERT_KINDS, GRANT_PROGRAMS, GRANT_STATUSES } from './grants.schema';

const abilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });

export const grantAlertSchema = z.object({ kind: z.enum(GRANT_ALERT_KINDS), message: z.string() });

export const grantFundingSchema = z.object({
  grantAmount: z.number(),
  drawn: z.number(),
  pending: z.number(),
  remaining: z.number(),
  available: z.number(),
  percentDrawn: z.number(),
  lastRequestDate: z.string().nullable(),
});

export const grantRowSchema = z.object({
  id: z.string(),
  program: z.enum(GRANT_PROGRAMS),
  grant_number: z.string(),
  airport_code: z.string(),
  airport_name: z.string(),
  tdot_pm: z.string().nullable(),
  sponsor: z.string(),
  title: z.string(),
  federal_amount: z.number(),
  state_amount: z.number(),
  local_amount: z.number(),
  total_amount: z.number(),
  /** The federal amount by program, as FAA's Grant Detail Report gives it (0 when not given). */
  entitlement_amount: z.number(),
  discretionary_amount: z.number(),
  aig_amount: z.number(),
  cares_amount: z.number(),
  execution_date: z.string(),
  pop_end_date: z.string(),
  completion_date: z.string().nullable(),
  closeout_received_date: z.string().nullable(),
  status: z.enum(GRANT_STATUSES),
  notes: z.string().nullable(),
  funding: grantFundingSchema,
  alerts: z.array(grantAlertSchema),
  /** BIL projects carrying this grant number (SPEC /bil/projects?grant=). */
  projectCount: z.number(),
  abilities: abilitiesSchema,
});
export type GrantRow = z.infer<typeof grantRowSchema>;

export const grantListSchema = z.object({
  today: z.string(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  rows: z.array(grantRowSchema),
  /** Alert counts over everything the caller may see (not only this page). */
  alertCounts: z.object({ pop_ending: z.number(), inactive: z.number(), closeout_overdue: z.number() }),
  canCreate: z.boolean(),
});
export type GrantList = z.infer<typeof grantListSchema>;

export const reimbursementSchema = z.object({
  id: z.string(),
  grant_id: z.string(),
  request_number: z.string(),
  request_date: z.string(),
  requested_amount: z.number(),
  approved_amount: z.number().nullable(),
  paid_date: z.string().nullable(),
  notes: z.string().nullable(),
  state: z.enum(['requested', 'approved', 'paid']),
});
export type Reimbursement = z.infer<typeof reimbursementSchema>;

export const historyEntrySchema = z.object({
  at: z.string(),
  actor: z.string().nullable(),
  summary: z.string(),
  changes: z.array(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const linkedProjectSchema = z.object({
  id: z.string(),
  project_title: z.string(),
  status: z.string(),
  bil_amount: z.number(),
});

export const grantDetailSchema = z.object({
  today: z.string(),
  grant: grantRowSchema,
  reimbursements: z.array(reimbursementSchema),
  projects: z.array(linkedProjectSchema),
  history: z.array(historyEntrySchema),
});
export type GrantDetail = z.infer<typeof grantDetailSchema>;
