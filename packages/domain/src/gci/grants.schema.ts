import { z } from 'zod';
import { amount, optionalAmount, optionalDate, optionalText, requiredDate, requiredText } from './gci-fields';

/** Every program whose grant agreements the division administers (DOMAIN.md: Grants). */
export const GRANT_PROGRAMS = [
  'aip_entitlement',
  'aip_discretionary',
  'state_apportionment',
  'bil_aig',
  'bil_atp',
  'bil_fct',
  'state_aviation',
] as const;
export type GrantProgram = (typeof GRANT_PROGRAMS)[number];

export const GRANT_PROGRAM_LABELS: Record<GrantProgram, string> = {
  aip_entitlement: 'AIP entitlement',
  aip_discretionary: 'AIP discretionary',
  state_apportionment: 'State apportionment',
  bil_aig: 'BIL AIG',
  bil_atp: 'BIL ATP',
  bil_fct: 'BIL FCT',
  state_aviation: 'State aviation grant',
};

/** Programs funded by the Bipartisan Infrastructure Law: their projects carry the grant number. */
export const BIL_GRANT_PROGRAMS: readonly GrantProgram[] = ['bil_aig', 'bil_atp', 'bil_fct'];

export const GRANT_STATUSES = ['active', 'closing', 'closed'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];
export const GRANT_STATUS_LABELS: Record<GrantStatus, string> = {
  active: 'Active',
  closing: 'Closing',
  closed: 'Closed',
};

export const GRANT_MESSAGES = {
  notFound: 'Grant not found',
  reimbursementNotFound: 'Reimbursement not found',
  popBeforeExecution: 'Period of performance end must be on or after the execution date',
  completionBeforeExecution: 'Completion date must be on or after the execution date',
  closeoutBeforeCompletion: 'Closeout documents cannot be received before the completion date',
  closedNeedsCompletion: 'A closed grant needs its completion date',
  duplicateNumber: 'A grant with this grant number already exists',
  unknownAirport: 'Unknown airport code',
  approvedOverRequested: 'Approved amount cannot be more than the amount requested',
  paidNeedsApproval: 'A reimbursement is paid only after it is approved',
  paidBeforeRequest: 'Paid date must be on or after the request date',
  overBalance: 'The request is more than the grant has left to draw',
  requestBeforeExecution: 'Request date must be on or after the grant execution date',
  duplicateRequest: 'This grant already has a request with this number',
  nothingToChange: 'Nothing to change',
} as const;

const programField = z.enum(GRANT_PROGRAMS, {
  error: `Program must be one of: ${GRANT_PROGRAMS.join(', ')}`,
});
const statusField = z.enum(GRANT_STATUSES, { error: `Status must be one of: ${GRANT_STATUSES.join(', ')}` });

const grantShape = {
  program: programField,
  grant_number: requiredText('Grant number', 50),
  airport_code: z
    .string({ error: 'Airport code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,4}$/, 'Airport code must be 3 or 4 letters or digits'),
  sponsor: requiredText('Sponsor', 200),
  title: requiredText('Title', 300),
  federal_amount: amount('Federal amount'),
  state_amount: amount('State amount'),
  local_amount: amount('Local amount'),
  execution_date: requiredDate('Execution date'),
  pop_end_date: requiredDate('Period of performance end'),
  completion_date: optionalDate('Completion date'),
  closeout_received_date: optionalDate('Closeout documents received'),
  status: statusField,
  notes: optionalText('Notes', 5000),
};

type GrantDates = {
  execution_date?: string;
  pop_end_date?: string;
  completion_date?: string | null;
  closeout_received_date?: string | null;
  status?: string;
};

/** Dates in order and a closed grant completed; checked on the merged record (create body or stored + patch). */
export function checkGrantDates(grant: GrantDates): string | null {
  const { execution_date: executed, pop_end_date: popEnd, completion_date: completed } = grant;
  if (executed && popEnd && popEnd < executed) return GRANT_MESSAGES.popBeforeExecution;
  if (executed && completed && completed < executed) return GRANT_MESSAGES.completionBeforeExecution;
  if (grant.closeout_received_date && (!completed || grant.closeout_received_date < completed))
    return GRANT_MESSAGES.closeoutBeforeCompletion;
  if (grant.status === 'closed' && !completed) return GRANT_MESSAGES.closedNeedsCompletion;
  return null;
}

function refineDates(value: GrantDates, ctx: z.RefinementCtx) {
  const problem = checkGrantDates(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['pop_end_date'] });
}

/** POST /api/gci/grants. */
export const grantCreateBodySchema = z
  .strictObject({
    ...grantShape,
    completion_date: grantShape.completion_date.optional().default(null),
    closeout_received_date: grantShape.closeout_received_date.optional().default(null),
    notes: grantShape.notes.optional().default(null),
  })
  .superRefine(refineDates);
export type GrantCreateInput = z.input<typeof grantCreateBodySchema>;
export type GrantCreateBody = z.output<typeof grantCreateBodySchema>;

/** PATCH /api/gci/grants/:id: any subset; the service checks the dates on the merged record. */
export const grantUpdateBodySchema = z.strictObject(grantShape).partial().superRefine(refineDates);
export type GrantUpdateBody = z.output<typeof grantUpdateBodySchema>;

/** POST /api/gci/grants/:id/reimbursements and PATCH .../reimbursements/:rid. */
const reimbursementShape = {
  request_number: requiredText('Request number', 50),
  request_date: requiredDate('Request date'),
  requested_amount: amount('Requested amount', { positive: true }),
  approved_amount: optionalAmount('Approved amount'),
  paid_date: optionalDate('Paid date'),
  notes: optionalText('Notes', 2000),
};

type ReimbursementFields = {
  request_date?: string;
  requested_amount?: number;
  approved_amount?: number | null;
  paid_date?: string | null;
};

export function checkReimbursement(value: ReimbursementFields): string | null {
  if (value.approved_amount != null && value.requested_amount != null) {
    if (value.approved_amount > value.requested_amount) return GRANT_MESSAGES.approvedOverRequested;
  }
  if (value.paid_date && value.approved_amount == null) return GRANT_MESSAGES.paidNeedsApproval;
  if (value.paid_date && value.request_date && value.paid_date < value.request_date)
    return GRANT_MESSAGES.paidBeforeRequest;
  return null;
}

function refineReimbursement(value: ReimbursementFields, ctx: z.RefinementCtx) {
  const problem = checkReimbursement(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['approved_amount'] });
}

export const reimbursementCreateBodySchema = z
  .strictObject({
    ...reimbursementShape,
    approved_amount: reimbursementShape.approved_amount.optional().default(null),
    paid_date: reimbursementShape.paid_date.optional().default(null),
    notes: reimbursementShape.notes.optional().default(null),
  })
  .superRefine(refineReimbursement);
export type ReimbursementCreateInput = z.input<typeof reimbursementCreateBodySchema>;
export type ReimbursementCreateBody = z.output<typeof reimbursementCreateBodySchema>;

export const reimbursementUpdateBodySchema = z
  .strictObject(reimbursementShape)
  .partial()
  .superRefine(refineReimbursement);
export type ReimbursementUpdateBody = z.output<typeof reimbursementUpdateBodySchema>;

export const GRANT_SORT_KEYS = [
  'grant_number',
  'program',
  'airport_code',
  'status',
  'total_amount',
  'remaining',
  'percent_drawn',
  'execution_date',
  'pop_end_date',
] as const;
export type GrantSortKey = (typeof GRANT_SORT_KEYS)[number];

export const GRANT_ALERT_KINDS = ['pop_ending', 'inactive', 'closeout_overdue'] as const;
export type GrantAlertKind = (typeof GRANT_ALERT_KINDS)[number];

/** GET /api/gci/grants query: search, filters, sort and page. */
export const grantListQuerySchema = z.strictObject({
  q: optionalText('Search', 200).optional(),
  program: z.enum(GRANT_PROGRAMS).optional(),
  status: z.enum(GRANT_STATUSES).optional(),
  airport: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,4}$/, 'Airport code must be 3 or 4 letters or digits')
    .optional(),
  alert: z.enum(GRANT_ALERT_KINDS).optional(),
  sort: z.enum(GRANT_SORT_KEYS).default('grant_number'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
});
export type GrantListQuery = z.output<typeof grantListQuerySchema>;

export const gciIdParamsSchema = z.strictObject({ id: z.uuid('Not a valid id') });
export const reimbursementParamsSchema = z.strictObject({
  id: z.uuid('Not a valid id'),
  rid: z.uuid('Not a valid id'),
});
