import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { z } from 'zod';
import { parseDateOnly } from '../format/calendar-date';
import { ALL_PROJECT_STATUSES, type ProjectStatus } from './project-status';
import { settleNewTotal } from './project-total';

/**
 * One schema for a project's fields, used three ways: the server validates POST/PATCH bodies with it,
 * the types come from it, and the web form validates its values with it. Strings are trimmed and blank
 * means null; amounts are dollars with at most 2 decimals; dates are real 'YYYY-MM-DD' days.
 */

/** numeric(14,2) holds up to 999,999,999,999.99. */
export const MAX_PROJECT_AMOUNT = 999_999_999_999.99;
export const MAX_DAY_COUNT = 36_500;
export const FISCAL_YEAR_RANGE = { min: 2000, max: 2100 } as const;

export const PROJECT_TEXT_FIELDS = [
  'grant_number',
  'airport_name',
  'city',
  'project_description',
  'tdot_pm',
  'upin',
  'work_code',
  'comments',
  'talking_point_1',
  'talking_point_2',
  'talking_point_3',
  'bil_application_number',
  'tad_project_number',
  'tad_contract_number',
  'tx_number',
  'project_phase',
] as const;

export const PROJECT_DATE_FIELDS = [
  'application_date',
  'award_date',
  'sub_award_date',
  'sent_to_sponsor_date',
  'sent_to_tdot_date',
  'psr_date',
] as const;

export const PROJECT_AMOUNT_FIELDS = [
  'bil_aig_amount',
  'bil_atp_amount',
  'bil_fct_amount',
  'state_amount',
  'local_amount',
  'total_amount',
] as const;

export const PROJECT_DAY_COUNT_FIELDS = ['days_to_award', 'days_to_sub_award'] as const;

export type ProjectTextField = (typeof PROJECT_TEXT_FIELDS)[number];
export type ProjectDateField = (typeof PROJECT_DATE_FIELDS)[number];
export type ProjectAmountField = (typeof PROJECT_AMOUNT_FIELDS)[number];
export type ProjectDayCountField = (typeof PROJECT_DAY_COUNT_FIELDS)[number];

/** Every field a person may set on a project (id, version, creator and timestamps are the server's). */
export type ProjectField =
  | ProjectTextField
  | ProjectDateField
  | ProjectAmountField
  | ProjectDayCountField
  | 'airport_code'
  | 'project_title'
  | 'status'
  | 'fiscal_year';

/** Labels for messages, forms and audit views. */
export const PROJECT_FIELD_LABELS: Record<ProjectField, string> = {
  grant_number: 'Grant number',
  airport_code: 'Airport code',
  airport_name: 'Airport name',
  city: 'City',
  project_title: 'Project title',
  project_description: 'Project description',
  status: 'Status',
  application_date: 'Application date',
  award_date: 'Award date',
  sub_award_date: 'Sub-award date',
  sent_to_sponsor_date: 'Sent to sponsor date',
  sent_to_tdot_date: 'Sent to TDOT date',
  psr_date: 'PSR date',
  bil_aig_amount: 'BIL AIG amount',
  bil_atp_amount: 'BIL ATP amount',
  bil_fct_amount: 'BIL FCT amount',
  state_amount: 'State amount',
  local_amount: 'Local amount',
  total_amount: 'Total amount',
  tdot_pm: 'TDOT PM',
  upin: 'UPIN',
  work_code: 'Work code',
  comments: 'Comments',
  talking_point_1: 'Talking point 1',
  talking_point_2: 'Talking point 2',
  talking_point_3: 'Talking point 3',
  days_to_award: 'Days to award',
  days_to_sub_award: 'Days to sub-award',
  bil_application_number: 'BIL application number',
  fiscal_year: 'Fiscal year',
  tad_project_number: 'TAD project number',
  tad_contract_number: 'TAD contract number',
  tx_number: 'TX number',
  project_phase: 'Project phase',
};

export const PROJECT_TITLE_MAX_LENGTH = 200;

export const PROJECT_TEXT_MAX_LENGTHS: Record<ProjectTextField, number> = {
  grant_number: 50,
  airport_name: 200,
  city: 100,
  project_description: 5000,
  tdot_pm: 100,
  upin: 50,
  work_code: 50,
  comments: 5000,
  talking_point_1: 1000,
  talking_point_2: 1000,
  talking_point_3: 1000,
  bil_application_number: 50,
  tad_project_number: 50,
  tad_contract_number: 50,
  tx_number: 50,
  project_phase: 100,
};

const AIRPORT_CODE = /^[A-Z0-9]{3,4}$/;

function textField(field: ProjectTextField) {
  const label = PROJECT_FIELD_LABELS[field];
  const max = PROJECT_TEXT_MAX_LENGTHS[field];
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSafeText, unsafeTextMessage(label))
    .nullable()
    .transform((value) => (value === '' ? null : value));
}

function dateField(field: ProjectDateField) {
  const label = PROJECT_FIELD_LABELS[field];
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(
      (value) => value === '' || parseDateOnly(value) !== null,
      `${label} must be a real date (YYYY-MM-DD)`,
    )
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .meta({ format: 'date' });
}

/** Digits after the decimal point in the shortest form of a number (exponent forms count as many). */
function decimalPlaces(value: number): number {
  const text = String(value);
  if (text.includes('e')) return Number.POSITIVE_INFINITY;
  return text.split('.')[1]?.length ?? 0;
}

/**
 * Dollars: a number, or a number typed as text ('$1,234.50'); blank or null means 0, except for the
 * total, where blank means "work it out" (null; see project-total.ts).
 */
function amountField<Blank extends 0 | null>(field: ProjectAmountField, blank: Blank) {
  const label = PROJECT_FIELD_LABELS[field];
  return z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .nullable()
    .transform((raw, ctx): number | Blank => {
      const text = typeof raw === 'string' ? raw.replace(/[$,\s]/g, '') : raw;
      if (text === null || text === '') return blank;
      const value =
        typeof text === 'number' ? text : /^-?\d*\.?\d+$|^-?\d+\.$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(value)) ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      else if (value < 0) ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      else if (value > MAX_PROJECT_AMOUNT) ctx.addIssue({ code: 'custom', message: `${label} is too large` });
      else if (decimalPlaces(value) > 2) {
        ctx.addIssue({ code: 'custom', message: `${label} can have at most 2 decimal places` });
      } else return value;
      return z.NEVER;
    });
}

/** A whole number (or whole number typed as text) in a range; blank or null means none. */
function wholeNumberField(label: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: `${label} must be a whole number` })
    .nullable()
    .transform((raw, ctx) => {
      const text = typeof raw === 'string' ? raw.trim() : raw;
      if (text === null || text === '') return null;
      const value = typeof text === 'number' ? text : /^-?\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(value))
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      else if (value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}` });
      } else return value;
      return z.NEVER;
    });
}

const airportCodeField = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Airport code is required' : 'Airport code must be text'),
  })
  .trim()
  .toUpperCase()
  .min(1, { message: 'Airport code is required', abort: true })
  .regex(AIRPORT_CODE, 'Airport code must be 3 or 4 letters or digits');

const projectTitleField = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Project title is required' : 'Project title must be text',
  })
  .trim()
  .min(1, 'Project title is required')
  .max(PROJECT_TITLE_MAX_LENGTH, `Project title must be at most ${PROJECT_TITLE_MAX_LENGTH} characters`)
  .refine(isSafeText, unsafeTextMessage('Project title'));

const statusField = z
  .string({ error: 'Status must be text' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(ALL_PROJECT_STATUSES, { error: `Status must be one of: ${ALL_PROJECT_STATUSES.join(', ')}` }));

const textShape = Object.fromEntries(PROJECT_TEXT_FIELDS.map((field) => [field, textField(field)])) as {
  [field in ProjectTextField]: ReturnType<typeof textField>;
};
const dateShape = Object.fromEntries(PROJECT_DATE_FIELDS.map((field) => [field, dateField(field)])) as {
  [field in ProjectDateField]: ReturnType<typeof dateField>;
};
const PART_AMOUNT_FIELDS = PROJECT_AMOUNT_FIELDS.filter(
  (field): field is Exclude<ProjectAmountField, 'total_amount'> => field !== 'total_amount',
);
const amountShape = {
  ...(Object.fromEntries(PART_AMOUNT_FIELDS.map((field) => [field, amountField(field, 0)])) as {
    [field in Exclude<ProjectAmountField, 'total_amount'>]: ReturnType<typeof amountField<0>>;
  }),
  total_amount: amountField('total_amount', null),
};

/** Every settable field, each in its final form (no defaults: create and update decide what a gap means). */
export const projectFieldShape = {
  ...textShape,
  ...dateShape,
  ...amountShape,
  airport_code: airportCodeField,
  project_title: projectTitleField,
  status: statusField,
  days_to_award: wholeNumberField(PROJECT_FIELD_LABELS.days_to_award, 0, MAX_DAY_COUNT),
  days_to_sub_award: wholeNumberField(PROJECT_FIELD_LABELS.days_to_sub_award, 0, MAX_DAY_COUNT),
  fiscal_year: wholeNumberField(
    PROJECT_FIELD_LABELS.fiscal_year,
    FISCAL_YEAR_RANGE.min,
    FISCAL_YEAR_RANGE.max,
  ),
};

const optionalShape = Object.fromEntries(
  Object.entries(projectFieldShape).map(([field, schema]) => [field, schema.optional()]),
) as { [field in keyof typeof projectFieldShape]: z.ZodOptional<(typeof projectFieldShape)[field]> };

/**
 * POST /api/projects, the new-project form and each imported new project: airport code and title are
 * required; anything left out is empty (amounts 0, status 'pending'), a blank total is BIL + state +
 * local and a total below that is refused (project-total.ts). Unknown keys are refused.
 */
export const projectCreateBodySchema = z
  .strictObject({
    ...optionalShape,
    airport_code: airportCodeField,
    project_title: projectTitleField,
  })
  .superRefine((body, ctx) => {
    const settled = settleNewTotal(body);
    if (!settled.ok) ctx.addIssue({ code: 'custom', path: ['total_amount'], message: settled.message });
  });
export type ProjectCreateInput = z.input<typeof projectCreateBodySchema>;
export type ProjectCreateBody = z.output<typeof projectCreateBodySchema>;

/** The changed fields of an edit; at least one. */
export const projectChangesSchema = z
  .strictObject(optionalShape)
  .refine((changes) => Object.values(changes).some((value: unknown) => value !== undefined), {
    message: 'Nothing to change',
  });
export type ProjectChanges = z.output<typeof projectChangesSchema>;

/** PATCH /api/projects/:id: the version the person opened, and what they changed. */
export const projectUpdateBodySchema = z.strictObject({
  version: z.number({ error: 'version must be a whole number' }).int('version must be a whole number').min(1),
  changes: projectChangesSchema,
});
export type ProjectUpdateInput = z.input<typeof projectUpdateBodySchema>;
export type ProjectUpdateBody = z.output<typeof projectUpdateBodySchema>;

/** Every settable field with a value: what a new project holds once the gaps are filled. */
export type ProjectValues = {
  [field in ProjectTextField | ProjectDateField]: string | null;
} & { [field in ProjectAmountField]: number } & { [field in ProjectDayCountField]: number | null } & {
  airport_code: string;
  project_title: string;
  status: ProjectStatus;
  fiscal_year: number | null;
};

/** The empty project: the new-project form starts from it, and create fills gaps from it. */
export const EMPTY_PROJECT_VALUES: ProjectValues = {
  ...(Object.fromEntries(PROJECT_TEXT_FIELDS.map((field) => [field, null])) as Record<
    ProjectTextField,
    null
  >),
  ...(Object.fromEntries(PROJECT_DATE_FIELDS.map((field) => [field, null])) as Record<
    ProjectDateField,
    null
  >),
  ...(Object.fromEntries(PROJECT_AMOUNT_FIELDS.map((field) => [field, 0])) as Record<ProjectAmountField, 0>),
  airport_code: '',
  project_title: '',
  status: 'pending',
  days_to_award: null,
  days_to_sub_award: null,
  fiscal_year: null,
};

/** A validated create body with every gap filled from EMPTY_PROJECT_VALUES and a blank total worked out. */
export function completeProjectValues(body: ProjectCreateBody): ProjectValues {
  const values = { ...EMPTY_PROJECT_VALUES };
  for (const [field, value] of Object.entries(body) as [string, unknown][]) {
    if (value !== undefined && field !== 'total_amount') Object.assign(values, { [field]: value });
  }
  const settled = settleNewTotal({ ...values, total_amount: body.total_amount });
  // The schema has refused a total below its parts already; a caller that skipped it still gets no such total.
  if (!settled.ok) throw new Error(settled.message);
  values.total_amount = settled.total_amount;
  return values;
}

/** SPEC §5: a project id is a UUID of version 1 to 5 with the standard variant. */
const PROJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isProjectId(value: string): boolean {
  return PROJECT_ID.test(value);
}

/** Route parameter; its format is checked by the service so the answer is exactly 'Invalid project ID format'. */
export const projectParamsSchema = z.object({ id: z.string().max(100).meta({ format: 'uuid' }) });

export const PROJECT_LIST_MAX_LIMIT = 5000;
export const PROJECT_LIST_DEFAULT_LIMIT = 5000;

/** SPEC §4 filters use '_all' for everything; blank means the same. */
const ALL_VALUE = '_all';

/** GET /api/projects: SPEC §9 paging (page 1, limit 5000), an optional grant and a keyword search. */
export const projectListQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(PROJECT_LIST_MAX_LIMIT, `limit must be ${PROJECT_LIST_MAX_LIMIT} or less`)
    .default(PROJECT_LIST_DEFAULT_LIMIT),
  grant: z
    .string()
    .trim()
    .max(PROJECT_TEXT_MAX_LENGTHS.grant_number)
    .optional()
    .transform((value) => (value === undefined || value === '' || value === ALL_VALUE ? undefined : value)),
  search: z
    .string()
    .trim()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

const reasonText = z
  .string({ error: 'reason must be text' })
  .trim()
  .max(1000, 'reason must be at most 1000 characters');

/** DELETE /api/projects/:id: a reason is optional (the body itself may be left out: Fastify then has null). */
export const projectDeleteBodySchema = z
  .strictObject({
    reason: reasonText
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .nullish();
export type ProjectDeleteBody = z.output<typeof projectDeleteBodySchema>;

/** POST /api/projects/:id/force-delete and DELETE /api/grants/:grantNumber: a reason is required. */
export const requiredReasonBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(1000, 'reason must be at most 1000 characters'),
});
export type RequiredReasonBody = z.output<typeof requiredReasonBodySchema>;

export const grantParamsSchema = z.object({
  grantNumber: z
    .string()
    .trim()
    .min(1, 'Grant number is required')
    .max(PROJECT_TEXT_MAX_LENGTHS.grant_number),
});
