import { z } from 'zod';
import { AIRPORT_COMPLIANCE_STATUSES } from './compliance-rules';
import { GRANT_PROGRAMS } from './grants.schema';

/** GET /api/gci/airports/:code/summary: the airport page's GC&I card. */
export const airportGciSummarySchema = z.object({
  today: z.string(),
  airport_code: z.string(),
  activeGrants: z.array(
    z.object({
      id: z.string(),
      grant_number: z.string(),
      program: z.enum(GRANT_PROGRAMS),
      grantAmount: z.number(),
      remaining: z.number(),
      percentDrawn: z.number(),
      pop_end_date: z.string(),
    }),
  ),
  compliance: z.object({
    status: z.enum(AIRPORT_COMPLIANCE_STATUSES),
    overdue: z.number(),
    dueSoon: z.number(),
    findings: z.number(),
    items: z.number(),
  }),
  lastInspection: z.string().nullable(),
  nextInspectionDue: z.string().nullable(),
  inspectionDueState: z.enum(['current', 'due_soon', 'overdue', 'never']),
  openActions: z.number(),
  overdueActions: z.number(),
});
export type AirportGciSummary = z.infer<typeof airportGciSummarySchema>;

export const GCI_OVERDUE_KINDS = ['corrective_action', 'compliance', 'inspection', 'closeout'] as const;

/** GET /api/gci/overdue?pm=: a PM's overdue GC&I items (their airports only). */
export const gciOverdueListSchema = z.object({
  today: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(GCI_OVERDUE_KINDS),
      id: z.string(),
      airport_code: z.string(),
      title: z.string(),
      due_date: z.string(),
      daysOverdue: z.number(),
    }),
  ),
});
export type GciOverdueList = z.infer<typeof gciOverdueListSchema>;

export const gciOverdueQuerySchema = z.strictObject({
  pm: z.string().trim().min(1, 'Project manager is required').max(200),
});
